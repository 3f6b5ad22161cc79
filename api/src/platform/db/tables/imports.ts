// Tables of CSV imports and bulk actions run as jobs.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see ../schema.ts).
import type { Generated } from 'kysely'
import type { SuperCategoryValue } from './domains'

export type ImportState = 'previewed' | 'pending' | 'running' | 'done' | 'failed'

/** A previewed CSV import (migration 025): its planned rows as JSON until applied or expired. */
export interface ImportsTable {
  id: string
  user_id: string
  super_category: SuperCategoryValue
  state: ImportState
  /** JSON array of the rows to write (components/import/import-plan.ts PlannedRow). */
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

/**
 * One row of an import's preview (migration 090), kept so the preview is read in pages by class
 * (GET {scope}/import/{id}/rows) rather than sent whole: a 250,000-row file is one answer too many.
 */
export interface ImportPreviewRowsTable {
  import_id: string
  /** Place in the preview, in file order (0-based). */
  position: number
  status: 'new' | 'update' | 'unchanged' | 'invalid'
  /** The preview row as JSON (components/import/import-plan.ts PreviewRow). */
  row: string
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
