// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// The checks engine (ARCHITECTURE §4, §5): one due row per domain and check type that
// workers claim with a lease; a history of every result; the latest affiliate result.
// Rows go with their domain (foreign keys cascade). Rows for existing domains are not
// created here: the scheduler inserts the missing ones for every registered type at start-up,
// so a check type added later needs no data migration either.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checks')
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    // Generation marker: bumped when a result is recorded; a completion must name the round it
    // claimed, so each round is recorded exactly once whoever else claimed it meanwhile.
    .addColumn('round', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('claimed_at', 'text')
    // Claims since the last recorded result (>1: a worker died or gave up on it).
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // Set by a refresh request, cleared by the first result recorded after it.
    .addColumn('requested_at', 'text')
    .addColumn('last_run_at', 'text')
    .addPrimaryKeyConstraint('checks_pk', ['domain_id', 'type'])
    .execute()
  // The claim: due rows in due order.
  await db.schema.createIndex('checks_due_idx').on('checks').columns(['due_at']).execute()

  await db.schema
    .createTable('check_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    // The scheduler round it records; null for on-demand runs outside the schedule.
    .addColumn('round', 'integer')
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_ms', 'integer')
    .addColumn('error', 'text')
    .execute()
  // One result per scheduled round, enforced by the database (NULL rounds never collide);
  // it also serves a domain's history and the cascade from domains.
  await db.schema.createIndex('check_history_round_uq').on('check_history')
    .columns(['domain_id', 'type', 'round']).unique().execute()
  // Retention pruning deletes by age.
  await db.schema.createIndex('check_history_checked_idx').on('check_history').columns(['checked_at']).execute()

  await db.schema
    .createTable('affiliate_results')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .addColumn('affiliate_link', 'text', (col) => col.notNull().defaultTo(''))
    // ok | missing | broken | blocked | unknown
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('link_status', 'integer')
    .addColumn('error', 'text')
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('affiliate_results').execute()
  await db.schema.dropTable('check_history').execute()
  await db.schema.dropTable('checks').execute()
}
