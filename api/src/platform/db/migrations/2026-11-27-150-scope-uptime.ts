// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// The overview's uptime card read every site's series (window, today, two seeks into the raw
// results): 240 ms of its 300 ms budget at 50,000 domains (issue 26). Now it reads per scope:
// - history_scope_hours: results and failures per check type, scope (super category, user) and
//   hour, counted as results are recorded; the card adds the hours the roll-up has not done yet.
// - history_scope_forgiven: failures of those hours forgiven afterwards (regional), per domain.
// - history_scope_totals: per scope, the 30-day window plus the current day's rolled-up hours
//   of its status series as of `through`, summed by the history roll-up batch by batch during
//   its pass over that hour (complete = 0) and made the card's snapshot when the pass ends.
// - system_state 'uptime-counted-since': from when the hourly counts are whole. A database that
//   already holds results counts from now, and the card reads per series until a snapshot at or
//   after this time exists; a new database counts from the start (0).
import { type Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('history_scope_hours')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('super_category', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    // Start of the hour, epoch seconds (UTC).
    .addColumn('hour', 'bigint', (col) => col.notNull())
    .addColumn('checks', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    // Time of the earliest result counted, epoch seconds.
    .addColumn('first_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('history_scope_hours_pk', ['type', 'super_category', 'user_id', 'hour'])
    .execute()

  await db.schema
    .createTable('history_scope_totals')
    // End of the last hour counted, epoch seconds: later results are in history_scope_hours.
    .addColumn('through', 'bigint', (col) => col.notNull())
    .addColumn('super_category', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('checks', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    // Start of the earliest day the series' windows count (null: no series has a window).
    .addColumn('since', 'bigint')
    // Earliest raw result of the series without a window (sites checked only since today).
    .addColumn('first_at', 'bigint')
    // 1 once the roll-up's pass over `through` has summed every series.
    .addColumn('complete', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('history_scope_totals_pk', ['through', 'super_category', 'user_id'])
    .execute()

  // Failures of those hours found regional afterwards (forgiven in the series), per domain: a
  // shared row would be locked by two confirmations in different orders.
  await db.schema
    .createTable('history_scope_forgiven')
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('hour', 'bigint', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('history_scope_forgiven_pk', ['domain_id', 'hour'])
    .execute()

  const results = await db.selectFrom('history_raw').select('series_id').limit(1).executeTakeFirst()
  const now = new Date()
  const since = results === undefined ? 0 : Math.floor(now.getTime() / 1000)
  await db.insertInto('system_state').values({ key: 'uptime-counted-since', value: String(since), updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(since), updated_at: now.toISOString() }))
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.deleteFrom('system_state').where('key', '=', 'uptime-counted-since').execute()
  await db.schema.dropTable('history_scope_totals').execute()
  await db.schema.dropTable('history_scope_forgiven').execute()
  await db.schema.dropTable('history_scope_hours').execute()
}
