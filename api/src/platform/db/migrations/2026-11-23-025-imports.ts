// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// A previewed CSV import (issue 14): the parsed rows are kept as JSON until the user applies them
// or the file expires; apply is a system check that writes them in batches, moving `next_row` in
// the same transaction as each batch, so a crash resumes where it stopped and nothing runs twice.
// import_domains remembers which domains an import created, for its "scanned" progress.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.createTable('imports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('super_category', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('next_row', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('written', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'text')
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('imports_state_idx').on('imports').columns(['state', 'applied_at']).execute()
  await db.schema.createIndex('imports_expires_idx').on('imports').column('expires_at').execute()
  await db.schema.createTable('import_domains')
    .addColumn('import_id', 'text', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('import_domains_pk', ['import_id', 'domain_id'])
    .execute()
  await db.schema.createIndex('import_domains_domain_idx').on('import_domains').column('domain_id').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_domains').execute()
  await db.schema.dropTable('imports').execute()
}
