// Tables of CSV imports: previews, planned rows and the domains written.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'
import type { SuperCategoryValue } from '../../platform/db/tables'

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

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface ImportDatabase {
  imports: ImportsTable
  import_domains: ImportDomainsTable
  import_preview_rows: ImportPreviewRowsTable
}
