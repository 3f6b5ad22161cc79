// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// The overview's 30-day uptime read only closed days (history_window), so a fresh install showed
// "No data" until its first day closed (issue 26). Now it also counts the current day:
// - history_today: per series, the totals of the current day's rolled-up hours (from its start
//   up to `through`, the end of the last hour counted), rewritten by the history-rollup check
//   each hour; the overview adds the raw results after `through` (at most an hour or so).
// - history_window.since: the start of the earliest day the window counts, so the card can say
//   "since 24 Nov" while fewer than 30 days exist.
// Both are filled here from what the roll-up has written so far.
import { type Kysely, sql } from 'kysely'

const WINDOW_DAYS = 30
const DAY_S = 86_400

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('history_window').addColumn('since', 'bigint').execute()
  await db.updateTable('history_window as w')
    .set((eb) => ({
      since: eb.selectFrom('history_daily as d').select((s) => s.fn.min('d.at').as('at'))
        .whereRef('d.series_id', '=', 'w.series_id')
        .where((x) => x('d.at', '>', x(x.ref('w.through'), '-', WINDOW_DAYS * DAY_S)))
        .whereRef('d.at', '<=', 'w.through')
    }))
    .execute()

  await db.schema
    .createTable('history_today')
    .addColumn('series_id', 'integer', (col) => col.primaryKey().references('history_series.id').onDelete('cascade'))
    // Start of the day counted, epoch seconds (UTC).
    .addColumn('day', 'bigint', (col) => col.notNull())
    // End of the last hour counted: raw results from here on are not in the totals yet.
    .addColumn('through', 'bigint', (col) => col.notNull())
    .addColumn('checks', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .execute()

  // The roll-up has done every series' hours before `hour`: today's hours so far are in history_hourly.
  const state = await db.selectFrom('system_state').select('value').where('key', '=', 'history-rollup').executeTakeFirst()
  const hour = state === undefined ? undefined : Number((JSON.parse(state.value as string) as { hour?: unknown }).hour)
  if (hour !== undefined && Number.isFinite(hour) && hour % DAY_S !== 0) {
    const day = Math.floor(hour / DAY_S) * DAY_S
    await db.insertInto('history_today').columns(['series_id', 'day', 'through', 'checks', 'failures'])
      .expression((eb) => eb.selectFrom('history_hourly')
        .select((s) => ['series_id', sql.lit(day).as('day'), sql.lit(hour).as('through'), s.fn.sum('checks').as('checks'), s.fn.sum('failures').as('failures')])
        .where('at', '>=', day).where('at', '<', hour)
        .groupBy('series_id'))
      .execute()
  }
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('history_today').execute()
  await db.schema.alterTable('history_window').dropColumn('since').execute()
}
