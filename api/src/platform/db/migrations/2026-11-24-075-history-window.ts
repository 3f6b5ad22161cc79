// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// The portfolio overview's 30-day uptime summed every site's daily roll-ups on each build: 1.5
// million rows at 50,000 domains, about a second. history_window keeps, per series, the totals of
// its last 30 rolled-up days; the history-rollup check rewrites them when it closes a day, so the
// overview sums one row per site. Existing daily roll-ups fill it here, through the latest day
// they hold.
//
// bing_checks.state and affiliate_results.outcome get indexes: the overview's "not indexed" and
// "broken affiliate links" cards read the few matching rows instead of probing one per domain.
import { type Kysely, sql } from 'kysely'

const WINDOW_DAYS = 30
const DAY_S = 86_400

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('history_window')
    .addColumn('series_id', 'integer', (col) => col.primaryKey().references('history_series.id').onDelete('cascade'))
    // Start of the last day counted, epoch seconds (UTC); the window is the 30 days up to it.
    .addColumn('through', 'bigint', (col) => col.notNull())
    .addColumn('checks', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .execute()

  const latest = await db.selectFrom('history_daily').select((eb) => eb.fn.max('at').as('at')).executeTakeFirst()
  if (latest?.at !== null && latest?.at !== undefined) {
    const through = Number(latest.at)
    await db.insertInto('history_window').columns(['series_id', 'through', 'checks', 'failures'])
      .expression((eb) => eb.selectFrom('history_daily')
        .select((s) => ['series_id', sql.lit(through).as('through'), s.fn.sum('checks').as('checks'), s.fn.sum('failures').as('failures')])
        .where('at', '>', through - WINDOW_DAYS * DAY_S).where('at', '<=', through)
        .groupBy('series_id'))
      .execute()
  }

  await db.schema.createIndex('bing_checks_state_idx').on('bing_checks').column('state').execute()
  await db.schema.createIndex('affiliate_results_outcome_idx').on('affiliate_results').column('outcome').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('affiliate_results_outcome_idx').execute()
  await db.schema.dropIndex('bing_checks_state_idx').execute()
  await db.schema.dropTable('history_window').execute()
}
