// The table of the read cache's change counters.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { SuperCategoryValue } from '../db/tables'

/**
 * Area of a user's data whose lists are cached (migration 005): what the user changes
 * (`domains:`, `hosting`) apart from what the checks engine records (`checks:`).
 */
export type DataArea = `domains:${SuperCategoryValue}` | `checks:${SuperCategoryValue}` | `footprints:${SuperCategoryValue}` | 'hosting'

/** A counter per user and area, bumped by every write that changes that area's lists. */
export interface DataVersionsTable {
  user_id: string
  area: DataArea
  version: number
}

/** Its tables, part of the platform's own Database type (../db/schema.ts). */
export interface ReadCacheDatabase {
  data_versions: DataVersionsTable
}
