// The table of domains' footprints.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { SuperCategoryValue } from '../../platform/db/tables'

/**
 * One footprint of a domain (migration 065): an analytics ID, a generator, an IP address, its
 * nameserver set… Owner and scope are the domain's, copied (migration 085) so that one user's
 * clusters are one index range.
 */
export interface DomainFootprintsTable {
  domain_id: string
  /** A key of FOOTPRINT_KINDS (components/footprints/page-footprints.ts). */
  kind: string
  value: string
  user_id: string
  super_category: SuperCategoryValue
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface FootprintsDatabase {
  domain_footprints: DomainFootprintsTable
}
