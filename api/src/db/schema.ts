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

export interface Database {
  users: UsersTable
  one_time_codes: OneTimeCodesTable
  domains: DomainsTable
  domain_scans: DomainScansTable
  hosting_accounts: HostingAccountsTable
  hosting_servers: HostingServersTable
  domain_hosting: DomainHostingTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type CodeRow = Selectable<OneTimeCodesTable>
export type NewCode = Insertable<OneTimeCodesTable>
export type DomainRow = Selectable<DomainsTable>
export type NewDomain = Insertable<DomainsTable>
