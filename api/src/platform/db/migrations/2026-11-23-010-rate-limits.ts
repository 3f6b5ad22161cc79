// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Counters of the sign-in limits (per client, per address, per account, reset mails per hour),
// in the database so that every api replica counts against the same limit. One row per key:
// a fixed window (hits since window_start) or a run of failed attempts (hits, blocked_until).
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // e.g. 'ip|203.0.113.7', 'password|bob@example.com'
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  // Old rows are pruned by age.
  await db.schema.createIndex('rate_limits_updated_idx').on('rate_limits').column('updated_at').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
}
