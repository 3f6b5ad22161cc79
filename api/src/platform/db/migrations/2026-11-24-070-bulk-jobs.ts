// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// A bulk action on more domains than one transaction should hold (issue 14) runs as a job: the
// request resolves the selection to domain ids (exactly what its confirmation counted) and stores
// them here; the bulk-apply system check changes them batch by batch, moving `next_index` and the
// counts in the transaction of each batch, so a crash resumes where it stopped, nothing is
// changed twice, and the screen can show the progress.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.createTable('bulk_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Who asked: only they can read the job.
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('super_category', 'text', (col) => col.notNull())
    // Whose domains it may change: one user's id, or null for every user's (an admin's ?owner=all).
    .addColumn('owner_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    // JSON array of domain ids.
    .addColumn('selection', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('next_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('changed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('not_found', 'integer', (col) => col.notNull().defaultTo(0))
    // Failed runs of the current batch; the job fails after a few.
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('bulk_jobs_state_idx').on('bulk_jobs').columns(['state', 'created_at']).execute()
  await db.schema.createIndex('bulk_jobs_finished_idx').on('bulk_jobs').column('finished_at').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_jobs').execute()
}
