// Tables of saved domains and their scans.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated, Insertable, Selectable } from 'kysely'
import type { SuperCategoryValue } from '../../platform/db/tables'

export interface DomainsTable {
  id: string
  user_id: string
  super_category: SuperCategoryValue
  /** Normalised host name (platform/lib/domain-name); unique per user and scope. */
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
  /** A chosen primary location of its status check (migration 110); null: its server's, else home. */
  location_id: Generated<string | null>
}

export interface DomainScansTable {
  domain_id: string
  /** The latest ScanResult as JSON text; parsed only when one domain is opened. */
  data: string
  scanned_at: string
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface DomainsDatabase {
  domains: DomainsTable
  domain_scans: DomainScansTable
}

export type DomainRow = Selectable<DomainsTable>
export type NewDomain = Insertable<DomainsTable>
