// Tables of search visibility (migrations 500 and 600): a user's Search Console and Bing
// Webmaster accounts, the properties each lists, one compact row per property per day, the
// latest URL Inspection of each saved domain's home page, and each property's sitemaps.
import type { Generated } from 'kysely'

export type SearchAccountKind = 'google-service-account' | 'google-oauth' | 'bing'
export type SearchStatus = 'not-connected' | 'ok' | 'bad-key' | 'revoked' | 'rate-limited' | 'unreachable' | 'error'
export type SearchSyncState = 'idle' | 'queued' | 'running'

export interface SearchAccountsTable {
  id: string
  user_id: string
  kind: SearchAccountKind
  name: string
  /** Sealed JSON (platform/lib/secret-box.ts); never sent back by the API nor logged. */
  credentials: string
  status: SearchStatus
  status_message: string | null
  created_at: string
  updated_at: string
  connected_at: string | null
  last_sync_at: string | null
  sync_state: SearchSyncState
  sync_due_at: string
  baseline_done: number
  /** The saved domains the properties were last matched against (count and newest); null: never matched. */
  matched_sites: string | null
}

export interface SearchPropertiesTable {
  id: Generated<number>
  account_id: string
  user_id: string
  /** As the API names it: "sc-domain:example.com" or "https://www.example.com/". */
  site_url: string
  kind: 'domain' | 'url-prefix'
  /** The host it covers (a domain property: that domain and its subdomains). */
  host: string
  /** Google's permissionLevel; Bing: "verified" or "unverified". */
  permission: string
  listed: number
  access_lost_at: string | null
  error: string | null
  /** Day number (days since 2000-01-01) up to which the stored figures are final. */
  final_through: number | null
  read_through: number | null
  perf_due_at: string
  /** First day of the 7-day window of a traffic drop under way; null when none. */
  drop_since: number | null
  updated_at: string
  /** The chunked backfill still has to read the days before this one (newest first); null once done. */
  backfill_before: number | null
  /** When the property's sitemaps were last read; null until then. */
  sitemaps_read_at: string | null
  /** URL Inspection calls counted against the property's daily quota: the day (day number) and the count. */
  inspect_day: number | null
  inspect_count: Generated<number>
  /** 1 when the property stands for a saved domain (decided at listing and when the saved domains change). */
  monitored: Generated<number>
  /** When the sitemaps are read next (weekly, spread over the week); null: at the next daily read. */
  sitemaps_due_at: string | null
}

export interface SearchDailyTable {
  property_id: number
  /** Days since 2000-01-01. */
  day: number
  /** Average position × 100, at most 32767. */
  position: number
  clicks: number
  impressions: number
}

/**
 * Per property, its 28 final days through `through` and the 28 before, and the clicks of the last
 * 7 and the 7 before (migration 700): kept by the sync beside the days. Sums may come back as
 * strings (bigint on PostgreSQL): read them through Number().
 */
export interface SearchRollupsTable {
  property_id: number
  through: number
  clicks: number
  impressions: number
  /** Sum of position × 100 × impressions. */
  weighted: number
  clicks_before: number
  impressions_before: number
  weighted_before: number
  week_clicks: number
  week_clicks_before: number
}

/** Google's verdict on a URL (URL Inspection API). */
export type InspectionVerdict = 'PASS' | 'PARTIAL' | 'FAIL' | 'NEUTRAL' | 'VERDICT_UNSPECIFIED'

/** The latest URL Inspection of a saved domain's home page through the property standing for it. */
export interface SearchInspectionsTable {
  property_id: number
  domain_id: string
  user_id: string
  /** The home page asked about, inside the property. */
  url: string
  /** Null until the first inspection answered. */
  verdict: InspectionVerdict | null
  coverage_state: string | null
  last_crawl_at: string | null
  google_canonical: string | null
  user_canonical: string | null
  robots_txt_state: string | null
  page_fetch_state: string | null
  indexing_state: string | null
  inspected_at: string | null
  /** Why the last attempt gave no result; null after a result. */
  error: string | null
  due_at: string
}

/** A sitemap a property lists (Search Console's sitemaps.list), replaced at each read. */
export interface SearchSitemapsTable {
  property_id: number
  path: string
  type: string | null
  last_submitted: string | null
  last_downloaded: string | null
  is_pending: Generated<number>
  is_index: Generated<number>
  errors: Generated<number>
  warnings: Generated<number>
  read_at: string
}

/** The installation's OAuth client set by an admin (one row, id 'installation'). */
export interface SearchOAuthClientTable {
  id: string
  /** Sealed JSON { clientId, clientSecret }. */
  client: string
  /** Shown to admins; not a secret. */
  client_id: string
  updated_at: string
  updated_by: string
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface SearchDatabase {
  search_accounts: SearchAccountsTable
  search_properties: SearchPropertiesTable
  search_daily: SearchDailyTable
  search_rollups: SearchRollupsTable
  search_oauth_client: SearchOAuthClientTable
  search_inspections: SearchInspectionsTable
  search_sitemaps: SearchSitemapsTable
}
