// Table types for Kysely. Ids are text UUIDs and timestamps ISO-8601 UTC text
// so SQLite and PostgreSQL store and compare them the same way.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

export type Role = 'admin' | 'user'
export type CodePurpose = 'login' | 'reset'

export interface UsersTable {
  id: string
  name: string
  /** Always stored trimmed and lowercased; unique. */
  email: string
  password_hash: string
  role: Role
  created_at: string
  /** Bumped to end every session (migration 011); tokens carry the version they were signed at. */
  token_version: Generated<number>
}

export interface OneTimeCodesTable {
  id: string
  user_id: string
  purpose: CodePurpose
  /** HMAC of the code; the code itself is never stored. */
  code_hash: string
  expires_at: string
  attempts: Generated<number>
  /** Set when the code was used, replaced or burned by too many wrong tries. */
  consumed_at: string | null
  created_at: string
}

export type SuperCategoryValue = 'natural' | 'casino' | 'dating'

export interface DomainsTable {
  id: string
  user_id: string
  super_category: SuperCategoryValue
  /** Normalised host name (lib/domain-name); unique per user and scope. */
  domain: string
  /** The brand category it was saved under (trimmed). */
  category: string
  note: Generated<string>
  /** YYYY-MM-DD */
  issue_date: string | null
  status_code: number | null
  last_checked: string | null
  created_at: string
  updated_at: string
  /** First failing status result of the current streak; null while the site answers 200 (migration 007). */
  failing_since: Generated<string | null>
  /** Set when a re-check confirmed the streak: the site counts as down since then. */
  down_since: Generated<string | null>
  /** 1 when the home page said noindex at the last status check, 0 when not, null before. */
  noindex: Generated<number | null>
}

export interface DomainScansTable {
  domain_id: string
  /** The latest ScanResult as JSON text; parsed only when one domain is opened. */
  data: string
  scanned_at: string
}

export interface HostingAccountsTable {
  id: string
  user_id: string
  platform: string
  /** Stored trimmed and lowercased. */
  email: string
  created_at: string
}

export interface HostingServersTable {
  id: string
  user_id: string
  account_id: string
  name: string
  /** YYYY-MM-DD */
  expiry_date: string | null
  renewal_months: Generated<number>
  /** YYYY-MM-DD */
  hosting_issue_date: string | null
  created_at: string
}

export interface DomainHostingTable {
  domain_id: string
  server_id: string | null
  domain_platform: Generated<string>
  domain_email: Generated<string>
  cloudflare: Generated<string>
}

export type BingStateValue = 'indexed' | 'not-indexed' | 'unknown'

/** Bing index state of a domain (migration 004): latest conclusive answer + latest attempt. */
export interface BingChecksTable {
  domain_id: string
  state: BingStateValue
  checked_at: string | null
  site_cause: string | null
  attempted_at: string
  attempt_state: BingStateValue
  attempt_reason: string | null
}

/** One due check per domain and check type (migration 003); workers claim rows with a lease. */
export interface ChecksTable {
  domain_id: string
  /** A key of the check registry (checks/registry.ts). */
  type: string
  due_at: string
  /** Generation marker: bumped when a result is recorded. */
  round: Generated<number>
  lease_owner: string | null
  lease_until: string | null
  claimed_at: string | null
  attempts: Generated<number>
  /** Set by a refresh request, cleared by the first result recorded after it. */
  requested_at: string | null
  last_run_at: string | null
}

/** One integer id per (domain, check type) (migration 060): the key of every history row. */
export interface HistorySeriesTable {
  id: Generated<number>
  domain_id: string
  type: string
}

/** One result, kept 48 hours (migration 060). Times are epoch seconds. */
export interface HistoryRawTable {
  series_id: number
  at: number
  code: number | null
  ms: number | null
  /** Null when the result was fine. */
  error: string | null
}

/** An hourly (90 days) or daily (2 years) roll-up of a series (migration 060). */
export interface HistoryRollupTable {
  series_id: number
  /** Start of the hour or day, epoch seconds. */
  at: number
  checks: number
  failures: number
  /** Checks that had a response time (avg = sum_ms / timed). */
  timed: number
  min_ms: number | null
  max_ms: number | null
  sum_ms: number | null
  /** Codes seen with counts, "200*3 503*1". */
  codes: string
}

/** Per series, the totals of its last 30 rolled-up days (migration 075), for the overview. */
export interface HistoryWindowTable {
  series_id: number
  /** Start of the last day counted, epoch seconds. */
  through: number
  checks: number
  failures: number
}

export type AffiliateOutcome = 'ok' | 'missing' | 'broken' | 'blocked' | 'unknown'

export interface AffiliateResultsTable {
  domain_id: string
  checked_at: string
  affiliate_link: string
  outcome: AffiliateOutcome
  link_status: number | null
  error: string | null
}

/** One due row per system check type (migration 007): jobs over the whole installation. */
export interface SystemChecksTable {
  type: string
  due_at: string
  round: Generated<number>
  lease_owner: string | null
  lease_until: string | null
  claimed_at: string | null
  attempts: Generated<number>
  requested_at: string | null
  last_run_at: string | null
}

/** The next time a paced outside service may be asked (epoch ms), shared by every worker. */
export interface PacingTable {
  key: string
  /** bigint: PostgreSQL returns it as a string. */
  next_at: number | string
}

/**
 * What the alert builder decided for an event: pending (not yet), sent (in an alert), muted (a
 * maintenance window), suppressed (Sitefleet itself was offline), silent (no channel, category
 * or rule wants it).
 */
export type AlertState = 'pending' | 'sent' | 'muted' | 'suppressed' | 'silent'

/** What changed for a domain or server (migration 007); alerts are derived from these. */
export interface EventsTable {
  id: Generated<number>
  user_id: string
  /** A key of the event kinds list (events/event-kinds.ts). */
  kind: string
  occurred_at: string
  domain_id: string | null
  domain: string | null
  super_category: SuperCategoryValue | null
  server_id: string | null
  /** Kind-specific details as JSON. */
  data: Generated<string>
  alert_state: Generated<AlertState>
  alert_id: number | null
  /** Unique when set: the same cause (e.g. one threshold of one expiry date) is recorded once. */
  dedupe_key: string | null
}

/**
 * Area of a user's data whose lists are cached (migration 005): what the user changes
 * (`domains:`, `hosting`) apart from what the checks engine records (`checks:`).
 */
export type DataArea = `domains:${SuperCategoryValue}` | `checks:${SuperCategoryValue}` | 'hosting'

/** A counter per user and area, bumped by every write that changes that area's lists. */
export interface DataVersionsTable {
  user_id: string
  area: DataArea
  version: number
}

export type ChannelKind = 'email' | 'webhook' | 'slack' | 'discord' | 'telegram'

/** Where a user's alerts go (migration 008). */
export interface AlertChannelsTable {
  id: string
  user_id: string
  kind: ChannelKind
  name: string
  /** Shown to the owner: an address, a URL without secrets, a chat id or a masked hint. */
  target: string
  /** Encrypted (alerts/secret-box.ts); never sent back by the API. */
  secret: string | null
  enabled: Generated<number>
  created_at: string
  updated_at: string
}

export interface AlertPreferencesTable {
  user_id: string
  /** JSON { kind: channelId[] }; a kind not listed goes to every channel. */
  routes: Generated<string>
  /** JSON SuperCategoryValue[]. */
  categories: string
  quiet_start: number | null
  quiet_end: number | null
  timezone: Generated<string>
  digest_hour: number | null
  updated_at: string
}

export interface MaintenanceWindowsTable {
  id: string
  user_id: string
  server_id: string | null
  domain_id: string | null
  starts_at: string
  ends_at: string
  note: Generated<string>
  created_at: string
}

export interface AlertsTable {
  id: Generated<number>
  user_id: string
  kind: string
  group_key: string
  occurred_at: string
  title: string
  message: string
  /** JSON AlertPayload. */
  payload: string
  created_at: string
}

export type DeliveryState = 'pending' | 'delivered' | 'failed'

export interface AlertDeliveriesTable {
  id: Generated<number>
  alert_id: number
  channel_id: string
  state: Generated<DeliveryState>
  attempts: Generated<number>
  next_attempt_at: string
  lease_owner: string | null
  lease_until: string | null
  last_error: string | null
  delivered_at: string | null
  created_at: string
}

export interface AlertAttemptsTable {
  id: Generated<number>
  delivery_id: number
  attempted_at: string
  ok: number
  status_code: number | null
  error: string | null
  duration_ms: number
}

export interface SystemStateTable {
  key: string
  value: string
  updated_at: string
}

export interface AlertDigestsTable {
  user_id: string
  day: string
  sent_at: string
}

/** A counter of the sign-in limits (migration 010): a fixed window, or a run of failed attempts. */
export interface RateLimitsTable {
  key: string
  hits: number
  window_start: string
  /** A run of failed attempts: no further attempt before this time. */
  blocked_until: string | null
  updated_at: string
}

/** One difference between a domain's scan and the one before (migration 065). */
export interface DomainChangesTable {
  id: Generated<number>
  domain_id: string
  user_id: string
  super_category: SuperCategoryValue
  /** A key of CHANGE_KINDS (changes/change-kinds.ts). */
  kind: string
  before: string
  after: string
  detected_at: string
}

/**
 * One footprint of a domain (migration 065): an analytics ID, a generator, an IP address, its
 * nameserver set… Owner and scope are the domain's, copied (migration 085) so that one user's
 * clusters are one index range.
 */
export interface DomainFootprintsTable {
  domain_id: string
  /** A key of FOOTPRINT_KINDS (checks/scan/footprints.ts). */
  kind: string
  value: string
  user_id: string
  super_category: SuperCategoryValue
}

export type ApiTokenAccess = 'read' | 'write'

/** Personal API tokens (migration 020): only the SHA-256 of the token is stored. */
export interface ApiTokensTable {
  id: string
  user_id: string
  name: string
  access: ApiTokenAccess
  token_hash: string
  created_at: string
  /** Updated at most once a minute (plugins/auth), null until first used. */
  last_used_at: string | null
}

export type ImportState = 'previewed' | 'pending' | 'running' | 'done' | 'failed'

/** A previewed CSV import (migration 025): its planned rows as JSON until applied or expired. */
export interface ImportsTable {
  id: string
  user_id: string
  super_category: SuperCategoryValue
  state: ImportState
  /** JSON array of the rows to write (import/import-plan.ts PlannedRow). */
  plan: string
  total: number
  /** Index of the next planned row to write; moves in the transaction of each batch. */
  next_row: Generated<number>
  written: Generated<number>
  failed: Generated<number>
  /** JSON array of { line, domain, reason } for rows that could not be written. */
  errors: Generated<string>
  created_at: string
  expires_at: string
  applied_at: string | null
  finished_at: string | null
}

/** The domains an import created (for its "scanned" progress). */
export interface ImportDomainsTable {
  import_id: string
  domain_id: string
}

export type BulkJobState = 'queued' | 'running' | 'done' | 'failed'

/** A bulk action on a large selection, run by the bulk-apply system check (migration 070). */
export interface BulkJobsTable {
  id: string
  /** Who asked for it (the only one who may read it). */
  user_id: string
  super_category: SuperCategoryValue
  /** Whose domains it may change: one user's id, or null for every user's (admin, ?owner=all). */
  owner_id: string | null
  action: string
  value: string
  /** JSON array of the domain ids resolved when the job was created. */
  selection: string
  state: BulkJobState
  total: number
  /** Index in `selection` of the next domain; moves in the transaction of each batch. */
  next_index: Generated<number>
  changed: Generated<number>
  skipped: Generated<number>
  not_found: Generated<number>
  attempts: Generated<number>
  /** JSON array of messages. */
  errors: Generated<string>
  created_at: string
  finished_at: string | null
}

/** The leaf certificate of the domain's latest TLS handshake (migration 050). */
export interface DomainCertificatesTable {
  domain_id: string
  valid_to: string
  issuer: string
  /** JSON array of DNS names. */
  names: string
  name_mismatch: number
  error: string | null
  checked_at: string
}

/** The registry's RDAP answer for the domain (migration 050). */
export interface DomainRegistryTable {
  domain_id: string
  expiry_date: string | null
  registration_date: string | null
  last_changed: string | null
  registrar: string | null
  /** JSON arrays. */
  statuses: string
  nameservers: string
  server: string | null
  error: string | null
  checked_at: string
}

/** The domain's DNS records from the daily DNS check (migration 050); JSON arrays. */
export interface DomainDnsTable {
  domain_id: string
  a: string
  aaaa: string
  ns: string
  mx: string
  error: string | null
  checked_at: string
}

export interface Database {
  users: UsersTable
  one_time_codes: OneTimeCodesTable
  domains: DomainsTable
  domain_scans: DomainScansTable
  hosting_accounts: HostingAccountsTable
  hosting_servers: HostingServersTable
  domain_hosting: DomainHostingTable
  checks: ChecksTable
  history_series: HistorySeriesTable
  history_raw: HistoryRawTable
  history_hourly: HistoryRollupTable
  history_daily: HistoryRollupTable
  history_window: HistoryWindowTable
  affiliate_results: AffiliateResultsTable
  bing_checks: BingChecksTable
  data_versions: DataVersionsTable
  system_checks: SystemChecksTable
  pacing: PacingTable
  events: EventsTable
  alert_channels: AlertChannelsTable
  alert_preferences: AlertPreferencesTable
  maintenance_windows: MaintenanceWindowsTable
  alerts: AlertsTable
  alert_deliveries: AlertDeliveriesTable
  alert_attempts: AlertAttemptsTable
  system_state: SystemStateTable
  alert_digests: AlertDigestsTable
  rate_limits: RateLimitsTable
  domain_changes: DomainChangesTable
  domain_footprints: DomainFootprintsTable
  api_tokens: ApiTokensTable
  imports: ImportsTable
  import_domains: ImportDomainsTable
  bulk_jobs: BulkJobsTable
  domain_certificates: DomainCertificatesTable
  domain_registry: DomainRegistryTable
  domain_dns: DomainDnsTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type CodeRow = Selectable<OneTimeCodesTable>
export type NewCode = Insertable<OneTimeCodesTable>
export type DomainRow = Selectable<DomainsTable>
export type NewDomain = Insertable<DomainsTable>
