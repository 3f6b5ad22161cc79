// The table of bulk actions run as jobs.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'
import type { SuperCategoryValue } from '../../platform/db/tables'

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

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface BulkDatabase {
  bulk_jobs: BulkJobsTable
}
