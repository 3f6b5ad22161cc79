// Tables of hosting accounts, their servers, and the server a domain is hosted on.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'

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
  /** The primary location of its sites' status checks (migration 110); null: home. */
  location_id: Generated<string | null>
}

export interface DomainHostingTable {
  domain_id: string
  server_id: string | null
  domain_platform: Generated<string>
  domain_email: Generated<string>
  cloudflare: Generated<string>
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface HostingDatabase {
  hosting_accounts: HostingAccountsTable
  hosting_servers: HostingServersTable
  domain_hosting: DomainHostingTable
}
