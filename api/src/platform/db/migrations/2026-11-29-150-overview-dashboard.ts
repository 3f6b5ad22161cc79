// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// The overview's dashboard panels, each read from a few rows at 50,000 domains:
// - history_scope_days: status checks and failures per scope (super category, user) and closed
//   day, added by the history roll-up as it rolls each day up (the uptime trend reads 30 rows a
//   scope instead of 30 daily rows of every site); filled here from the daily roll-ups there are.
// - domains_down_idx: the sites down right now (down_since set), a handful among thousands.
// - events_alert_idx: the events of an alert, to tell whether its problem is still open.
import { type Kysely, sql } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('history_scope_days')
    .addColumn('super_category', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    // Start of the UTC day, epoch seconds.
    .addColumn('day', 'bigint', (col) => col.notNull())
    .addColumn('checks', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('history_scope_days_pk', ['super_category', 'user_id', 'day'])
    .execute()
  await db.insertInto('history_scope_days')
    .columns(['super_category', 'user_id', 'day', 'checks', 'failures'])
    .expression(db.selectFrom('history_daily as h')
      .innerJoin('history_series as s', 's.id', 'h.series_id')
      .innerJoin('domains as d', 'd.id', 's.domain_id')
      .where('s.type', '=', 'status')
      .groupBy(['d.super_category', 'd.user_id', 'h.at'])
      .select((eb) => ['d.super_category', 'd.user_id', 'h.at', eb.fn.sum('h.checks').as('checks'), eb.fn.sum('h.failures').as('failures')]))
    .execute()
  await db.schema.createIndex('domains_down_idx').on('domains').columns(['super_category', 'down_since'])
    .where(sql.ref('down_since'), 'is not', null).execute()
  await db.schema.createIndex('events_alert_idx').on('events').column('alert_id')
    .where(sql.ref('alert_id'), 'is not', null).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_alert_idx').execute()
  await db.schema.dropIndex('domains_down_idx').execute()
  await db.schema.dropTable('history_scope_days').execute()
}
