// The table of what changed on a domain's pages.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'
import type { SuperCategoryValue } from '../../platform/db/tables'

/** One difference between a domain's scan and the one before (migration 065). */
export interface DomainChangesTable {
  id: Generated<number>
  domain_id: string
  user_id: string
  super_category: SuperCategoryValue
  /** A key of CHANGE_KINDS (components/changes/change-kinds.ts). */
  kind: string
  before: string
  after: string
  detected_at: string
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface ChangesDatabase {
  domain_changes: DomainChangesTable
}
