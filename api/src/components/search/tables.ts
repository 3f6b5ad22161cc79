// Tables of search visibility (migration 500): a user's Search Console and Bing Webmaster
// accounts, the properties each lists, and one compact row per property per day.
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
  search_oauth_client: SearchOAuthClientTable
}
