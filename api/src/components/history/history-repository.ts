// All SQL of the compact check history (migration 060) beyond what the job runtime writes (series
// ids and raw results: platform/jobs/history-series-repository.ts): raw results (48 h) as read,
// hourly and daily roll-ups, the 30-day window totals (migration 075), the current day's totals
// (migration 100), the roll-up watermark and retention. Times are epoch seconds.
import { sql } from 'kysely'
import { HistorySeriesRepository, type RawRow } from '../../platform/jobs/history-series-repository'
import { type Bucket, DAY_S, formatCodes, fromRaw, parseCodes, rebucket, UPTIME_WINDOW_DAYS } from './buckets'
import { groupBy } from '../../platform/lib/group-by'

export type { RawRow }

/** Where the roll-up stands: every series is rolled up for the hours before `hour`; the pass over `hour` has reached `cursor`. */
export interface RollupState {
  hour: number
  cursor: number
}

const STATE_KEY = 'history-rollup'
/** Rows per INSERT: 9 columns stay far below either database's bound-parameter limit. */
const INSERT_CHUNK = 500

type RollupTable = 'history_hourly' | 'history_daily'

interface RollupRow {
  series_id: number | string
  at: number | string
  checks: number
  failures: number
  timed: number
  min_ms: number | null
  max_ms: number | null
  sum_ms: number | string | null
  codes: string
}

function toBucket (r: RollupRow): Bucket {
  return { at: Number(r.at), checks: Number(r.checks), failures: Number(r.failures), timed: Number(r.timed), minMs: r.min_ms, maxMs: r.max_ms, sumMs: Number(r.sum_ms ?? 0), codes: parseCodes(r.codes) }
}

/** The history as the roll-up and the screens use it; series and raw writes come from the job runtime. */
export class HistoryRepository extends HistorySeriesRepository {
  /** A domain's per-location status series (type `status@<locationId>`) with the location's name. */
  async locationSeries (domainId: string): Promise<Array<{ id: number, name: string }>> {
    const rows = await this.db.selectFrom('history_series as s')
      .innerJoin('locations as l', (join) => join.on(sql`s.type`, '=', sql`'status@' || l.id`))
      .select(['s.id', 'l.name']).where('s.domain_id', '=', domainId).orderBy('l.name').execute()
    return rows.map((r) => ({ id: Number(r.id), name: r.name }))
  }

  /** Home's name (the location the api's own workers check from), when it is stored. */
  async homeName (): Promise<string | undefined> {
    return (await this.db.selectFrom('locations').select('name').where('kind', '=', 'home').executeTakeFirst())?.name
  }

  async raw (seriesId: number, from: number, to: number): Promise<RawRow[]> {
    const rows = await this.db.selectFrom('history_raw').select(['at', 'code', 'ms', 'error'])
      .where('series_id', '=', seriesId).where('at', '>=', from).where('at', '<', to).orderBy('at').execute()
    return rows.map((r) => ({ at: Number(r.at), code: r.code, ms: r.ms, error: r.error }))
  }

  async rollups (table: RollupTable, seriesId: number, from: number, to: number): Promise<Bucket[]> {
    const rows = await this.db.selectFrom(table).selectAll()
      .where('series_id', '=', seriesId).where('at', '>=', from).where('at', '<', to).orderBy('at').execute()
    return rows.map(toBucket)
  }

  async rollupState (): Promise<RollupState | undefined> {
    const row = await this.db.selectFrom('system_state').select('value').where('key', '=', STATE_KEY).executeTakeFirst()
    return row === undefined ? undefined : JSON.parse(row.value) as RollupState
  }

  async saveRollupState (state: RollupState, now: string): Promise<void> {
    const value = JSON.stringify(state)
    await this.db.insertInto('system_state').values({ key: STATE_KEY, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now })).execute()
  }

  async oldestRawAt (): Promise<number | null> {
    const row = await this.db.selectFrom('history_raw').select((eb) => eb.fn.min('at').as('at')).executeTakeFirst()
    return row?.at === null || row?.at === undefined ? null : Number(row.at)
  }

  async maxSeriesId (): Promise<number> {
    const row = await this.db.selectFrom('history_series').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst()
    return Number(row?.id ?? 0)
  }

  /** Rolls the raw results of hour `hour` of series (lo, hi] into history_hourly. */
  async rollupHour (hour: number, lo: number, hi: number): Promise<number> {
    const rows = await this.db.selectFrom('history_raw').select(['series_id', 'at', 'code', 'ms', 'error'])
      .where('series_id', '>', lo).where('series_id', '<=', hi)
      .where('at', '>=', hour).where('at', '<', hour + 3600).execute()
    const bySeries = new Map<number, Bucket[]>()
    for (const r of rows) {
      const id = Number(r.series_id)
      const list = bySeries.get(id) ?? []
      list.push(fromRaw({ at: Number(r.at), code: r.code, ms: r.ms, failed: r.error !== null }))
      bySeries.set(id, list)
    }
    return await this.upsert('history_hourly', bySeries, 3600)
  }

  /** Rolls the hourly roll-ups of the day starting at `day` of series (lo, hi] into history_daily. */
  async rollupDay (day: number, lo: number, hi: number): Promise<number> {
    const rows = await this.db.selectFrom('history_hourly').selectAll()
      .where('series_id', '>', lo).where('series_id', '<=', hi)
      .where('at', '>=', day).where('at', '<', day + 86400).execute()
    const bySeries = groupBy(rows, (r) => Number(r.series_id), toBucket)
    return await this.upsert('history_daily', bySeries, 86400)
  }

  /**
   * Rewrites the window totals of series (lo, hi]: their daily roll-ups of the UPTIME_WINDOW_DAYS
   * days up to the day starting at `through`. A series without any roll-up in them has none.
   */
  async refreshWindow (through: number, lo: number, hi: number): Promise<void> {
    await this.db.deleteFrom('history_window').where('series_id', '>', lo).where('series_id', '<=', hi).execute()
    await this.db.insertInto('history_window').columns(['series_id', 'through', 'checks', 'failures', 'since'])
      .expression((eb) => eb.selectFrom('history_daily')
        .select((s) => ['series_id', sql.lit(through).as('through'), s.fn.sum('checks').as('checks'), s.fn.sum('failures').as('failures'), s.fn.min('at').as('since')])
        .where('series_id', '>', lo).where('series_id', '<=', hi)
        .where('at', '>', through - UPTIME_WINDOW_DAYS * DAY_S).where('at', '<=', through)
        .groupBy('series_id'))
      .execute()
  }

  /**
   * Rewrites the current day's totals of series (lo, hi] (history_today): their hourly roll-ups
   * from the start of the day of `end` up to `end`, the end of the hour just rolled up. When
   * `end` closes the day, the day is in the window (refreshWindow) and the rows just go.
   */
  async refreshToday (end: number, lo: number, hi: number): Promise<void> {
    await this.db.deleteFrom('history_today').where('series_id', '>', lo).where('series_id', '<=', hi).execute()
    if (end % DAY_S === 0) return
    const day = Math.floor(end / DAY_S) * DAY_S
    await this.db.insertInto('history_today').columns(['series_id', 'day', 'through', 'checks', 'failures'])
      .expression((eb) => eb.selectFrom('history_hourly')
        .select((s) => ['series_id', sql.lit(day).as('day'), sql.lit(end).as('through'), s.fn.sum('checks').as('checks'), s.fn.sum('failures').as('failures')])
        .where('series_id', '>', lo).where('series_id', '<=', hi)
        .where('at', '>=', day).where('at', '<', end)
        .groupBy('series_id'))
      .execute()
  }

  private async upsert (table: RollupTable, bySeries: Map<number, Bucket[]>, size: number): Promise<number> {
    const values = [...bySeries].flatMap(([seriesId, items]) => rebucket(items, size).map((b) => ({
      series_id: seriesId, at: b.at, checks: b.checks, failures: b.failures, timed: b.timed, min_ms: b.minMs, max_ms: b.maxMs, sum_ms: b.sumMs, codes: formatCodes(b.codes)
    })))
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      // Re-running a period (a worker died mid-pass) writes the same figures again.
      await this.db.insertInto(table).values(values.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['series_id', 'at']).doUpdateSet((eb) => ({
          checks: eb.ref('excluded.checks'),
          failures: eb.ref('excluded.failures'),
          timed: eb.ref('excluded.timed'),
          min_ms: eb.ref('excluded.min_ms'),
          max_ms: eb.ref('excluded.max_ms'),
          sum_ms: eb.ref('excluded.sum_ms'),
          codes: eb.ref('excluded.codes')
        }))).execute()
    }
    return values.length
  }

  /** Deletes what is past its retention in series (lo, hi]: rows older than each cut-off. */
  async prune (lo: number, hi: number, before: { raw: number, hourly: number, daily: number }): Promise<number> {
    let n = 0
    for (const [table, cutoff] of [['history_raw', before.raw], ['history_hourly', before.hourly], ['history_daily', before.daily]] as const) {
      const result = await this.db.deleteFrom(table)
        .where('series_id', '>', lo).where('series_id', '<=', hi).where('at', '<', cutoff).executeTakeFirst()
      n += Number(result.numDeletedRows)
    }
    return n
  }
}
