// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// The rows of an import's preview (issue 21): the preview answer had every row of the file, so one
// upload of 10 million one-character lines became 10 million answer entries. The rows are kept
// here and read in pages by class; (import_id, status, position) serves "invalid rows 200-300"
// without reading the others. They go with their import (cascade) when it expires.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.createTable('import_preview_rows')
    .addColumn('import_id', 'text', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('row', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_preview_rows_pk', ['import_id', 'position'])
    .execute()
  await db.schema.createIndex('import_preview_rows_status_idx').on('import_preview_rows')
    .columns(['import_id', 'status', 'position']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_preview_rows').execute()
}
