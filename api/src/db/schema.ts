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

export interface CheckHistoryTable {
  id: string
  domain_id: string
  type: string
  /** The round it records; null for on-demand runs. */
  round: number | null
  checked_at: string
  status_code: number | null
  response_ms: number | null
  error: string | null
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

export interface Database {
  users: UsersTable
  one_time_codes: OneTimeCodesTable
  domains: DomainsTable
  domain_scans: DomainScansTable
  hosting_accounts: HostingAccountsTable
  hosting_servers: HostingServersTable
  domain_hosting: DomainHostingTable
  checks: ChecksTable
  check_history: CheckHistoryTable
  affiliate_results: AffiliateResultsTable
  bing_checks: BingChecksTable
  data_versions: DataVersionsTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type CodeRow = Selectable<OneTimeCodesTable>
export type NewCode = Insertable<OneTimeCodesTable>
export type DomainRow = Selectable<DomainsTable>
export type NewDomain = Insertable<DomainsTable>
