// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// No app imports, so later code changes cannot alter it.
//
// Compact check history (issue 16). check_history kept one row per result for 30 days with a
// UUID text key and the domain's UUID: ~265 bytes a row, 38 GB at 50,000 domains. Now:
// - history_series: one integer id per (domain, check type), so history rows carry 4–8 bytes
//   of key instead of two UUIDs and a type name;
// - history_raw: one narrow row per result, kept 48 hours (epoch seconds, code, ms, error);
// - history_hourly / history_daily: roll-ups (checks, failures, min/sum/max response time,
//   codes seen), kept 90 days / 2 years, written by the `history-rollup` system check.
// The rows are keyed (series_id, at) and on SQLite stored WITHOUT ROWID: the primary key is the
// table, no second b-tree. Existing history moves into history_raw; the roll-up check then
// rolls it up hour by hour from its oldest row, so nothing is lost.
import { type Kysely, PostgresAdapter, sql } from 'kysely'

function isPostgres (db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

async function rollupTable (db: Kysely<any>, name: string): Promise<void> {
  let builder = db.schema.createTable(name)
    .addColumn('series_id', 'integer', (col) => col.notNull().references('history_series.id').onDelete('cascade'))
    // Start of the hour / day, epoch seconds (UTC).
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('checks', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    // Results that had a response time; avg = sum_ms / timed, exact through further roll-ups.
    .addColumn('timed', 'integer', (col) => col.notNull())
    .addColumn('min_ms', 'integer')
    .addColumn('max_ms', 'integer')
    .addColumn('sum_ms', 'bigint')
    // Codes seen with their counts, "200*3 503*1" (sorted by code).
    .addColumn('codes', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['series_id', 'at'])
  if (!isPostgres(db)) builder = builder.modifyEnd(sql`without rowid`)
  await builder.execute()
}

export async function up (db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable('history_series')
    .addColumn('id', pg ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('history_series_uq').on('history_series').columns(['domain_id', 'type']).unique().execute()

  let raw = db.schema.createTable('history_raw')
    .addColumn('series_id', 'integer', (col) => col.notNull().references('history_series.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('code', 'integer')
    .addColumn('ms', 'integer')
    // Null when the result was fine: a failure is a result with an error.
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('history_raw_pk', ['series_id', 'at'])
  if (!pg) raw = raw.modifyEnd(sql`without rowid`)
  await raw.execute()
  await rollupTable(db, 'history_hourly')
  await rollupTable(db, 'history_daily')

  // Move the existing history: a series per (domain, type), then every row (one per second).
  await sql`insert into history_series (domain_id, type)
    select distinct domain_id, type from check_history`.execute(db)
  const epoch = pg
    ? sql`cast(floor(extract(epoch from cast(h.checked_at as timestamptz))) as bigint)`
    : sql`cast(strftime('%s', h.checked_at) as integer)`
  await sql`insert into history_raw (series_id, at, code, ms, error)
    select s.id, ${epoch}, max(h.status_code), max(h.response_ms), max(h.error)
    from check_history h join history_series s on s.domain_id = h.domain_id and s.type = h.type
    group by s.id, ${epoch}`.execute(db)
  await db.schema.dropTable('check_history').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.createTable('check_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('round', 'integer')
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_ms', 'integer')
    .addColumn('error', 'text')
    .execute()
  await db.schema.createIndex('check_history_round_uq').on('check_history')
    .columns(['domain_id', 'type', 'round']).unique().execute()
  await db.schema.createIndex('check_history_checked_idx').on('check_history').columns(['checked_at']).execute()
  await db.schema.dropTable('history_daily').execute()
  await db.schema.dropTable('history_hourly').execute()
  await db.schema.dropTable('history_raw').execute()
  await db.schema.dropTable('history_series').execute()
}
