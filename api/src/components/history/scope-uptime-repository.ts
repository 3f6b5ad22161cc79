// The status uptime of a whole scope (a super category, one user's or everyone's) from a few
// rows instead of every site's series (migration 150), for the overview's 30-day uptime card:
// - the roll-up's snapshot (history_scope_totals): each batch of its pass over an hour adds its
//   series' window and current-day totals per scope; the pass's last batch makes them the
//   snapshot, drops the older one and the hourly counts it now covers;
// - the hourly counts after the snapshot (history_scope_hours, kept as results are recorded),
//   less the failures of those hours forgiven since (history_scope_forgiven, regional ones).
// Until a snapshot covers the time the counts started (an upgraded database, for its first hour
// or so) the card reads the series one by one (bySeries).
import { type Kysely, sql } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { DAY_S, UPTIME_WINDOW_DAYS } from './buckets'

export interface UptimeScope {
  superCategory: SuperCategoryValue
  /** Undefined: every user's. */
  userId?: string
}

export interface ScopeUptime {
  checks: number
  failures: number
  /** Start of the earliest day a window counts. */
  since: number | null
  /**
   * The earliest result of the sites without a window; after the snapshot, of any site (later
   * than every window's days, so the card's "since" is the same either way).
   */
  firstRaw: number | null
}

const COUNTED_SINCE_KEY = 'uptime-counted-since'
/** 1 when a series' current-day totals are not in its window yet (the window ends before today). */
const TODAY = sql<number>`case when t.day > coalesce(w.through, -1) then 1 else 0 end`
/** SQL's min of two values where null means none (SQLite's two-argument min() would give null). */
const least = (a: string, b: string) => sql.raw<number | null>(`case when ${a} is null then ${b} when ${b} is null then ${a} when ${b} < ${a} then ${b} else ${a} end`)

export class ScopeUptimeRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /**
   * Adds the status series (lo, hi] to the snapshot being built for `through` (the end of the
   * hour the pass rolls up): their window, the current day's hours when the window does not have
   * that day yet, and for the series without a window their first raw result.
   */
  async addBatch (through: number, lo: number, hi: number): Promise<void> {
    const floor = through - UPTIME_WINDOW_DAYS * DAY_S
    await this.db.insertInto('history_scope_totals')
      .columns(['through', 'super_category', 'user_id', 'checks', 'failures', 'since', 'first_at'])
      .expression(() => this.statusSeries().where('s.id', '>', lo).where('s.id', '<=', hi)
        .groupBy(['d.super_category', 'd.user_id'])
        .select((x) => [
          sql.lit(through).as('through'),
          'd.super_category',
          'd.user_id',
          x.fn.sum<number>(sql`coalesce(w.checks, 0) + ${TODAY} * coalesce(t.checks, 0)`).as('checks'),
          x.fn.sum<number>(sql`coalesce(w.failures, 0) + ${TODAY} * coalesce(t.failures, 0)`).as('failures'),
          x.fn.min<number | null>('w.since').as('since'),
          x.fn.min<number | null>(x.case().when('w.series_id', 'is', null)
            .then(x.selectFrom('history_raw as r').select((r) => r.fn.min<number>('r.at').as('at'))
              .whereRef('r.series_id', '=', 's.id').where('r.at', '>=', floor).where('r.at', '<', through))
            .end()).as('first_at')
        ]))
      .onConflict((oc) => oc.columns(['through', 'super_category', 'user_id']).doUpdateSet((eb) => ({
        checks: eb(eb.ref('history_scope_totals.checks'), '+', eb.ref('excluded.checks')),
        failures: eb(eb.ref('history_scope_totals.failures'), '+', eb.ref('excluded.failures')),
        since: least('history_scope_totals.since', 'excluded.since'),
        first_at: least('history_scope_totals.first_at', 'excluded.first_at')
      })))
      .execute()
  }

  /** The pass over the hour ending at `through` is done: its sums become the snapshot. */
  async completeSnapshot (through: number): Promise<void> {
    await this.db.updateTable('history_scope_totals').set({ complete: 1 }).where('through', '=', through).execute()
    // Any other: a pass over an earlier hour (a roll-up started over) leaves no later snapshot.
    await this.db.deleteFrom('history_scope_totals').where('through', '<>', through).execute()
    await this.db.deleteFrom('history_scope_hours').where('hour', '<', through).execute()
    await this.db.deleteFrom('history_scope_forgiven').where('hour', '<', through).execute()
  }

  /** The scope's status uptime since `floor`: from the snapshot when it can, else series by series. */
  async uptime (scope: UptimeScope, floor: number): Promise<ScopeUptime> {
    return await this.fromSnapshot(scope, floor) ?? await this.bySeries(scope, floor)
  }

  /**
   * The scope's status uptime since `floor`: the snapshot plus the hourly counts after it, in one
   * statement (one snapshot of both, whatever pass ends meanwhile). Undefined when the counts do
   * not cover everything after the snapshot (or after `floor` without one) yet.
   */
  async fromSnapshot (scope: UptimeScope, floor: number): Promise<ScopeUptime | undefined> {
    const row = await this.db.selectFrom((eb) => eb.selectFrom('history_scope_totals')
      .select((x) => x.fn.max<number | null>('through').as('t')).where('complete', '=', 1).as('snap'))
      .select((eb) => {
        const { superCategory, userId } = scope
        const totals = () => eb.selectFrom('history_scope_totals as st').whereRef('st.through', '=', 'snap.t')
          .where('st.super_category', '=', superCategory).$if(userId !== undefined, (q) => q.where('st.user_id', '=', userId!))
        const hours = () => eb.selectFrom('history_scope_hours as h').where('h.type', '=', 'status')
          .where((x) => x('h.hour', '>=', x.fn.coalesce('snap.t', sql.lit(floor))))
          .where('h.super_category', '=', superCategory).$if(userId !== undefined, (q) => q.where('h.user_id', '=', userId!))
        return [
          'snap.t as through',
          totals().select((x) => x.fn.sum<number>('st.checks').as('n')).as('totalChecks'),
          totals().select((x) => x.fn.sum<number>('st.failures').as('n')).as('totalFailures'),
          totals().select((x) => x.fn.min<number>('st.since').as('n')).as('since'),
          totals().select((x) => x.fn.min<number>('st.first_at').as('n')).as('totalFirst'),
          hours().select((x) => x.fn.sum<number>('h.checks').as('n')).as('hourChecks'),
          hours().select((x) => x.fn.sum<number>('h.failures').as('n')).as('hourFailures'),
          hours().select((x) => x.fn.min<number>('h.first_at').as('n')).as('hourFirst'),
          eb.selectFrom('history_scope_forgiven as f').innerJoin('domains as d', 'd.id', 'f.domain_id')
            .where((x) => x('f.hour', '>=', x.fn.coalesce('snap.t', sql.lit(floor))))
            .where('d.super_category', '=', superCategory).$if(userId !== undefined, (q) => q.where('d.user_id', '=', userId!))
            .select((x) => x.fn.sum<number>('f.failures').as('n')).as('forgiven'),
          eb.selectFrom('system_state').select('value').where('key', '=', COUNTED_SINCE_KEY).as('countedSince')
        ]
      })
      .executeTakeFirstOrThrow()
    const num = (v: unknown): number | null => v === null || v === undefined ? null : Number(v)
    const through = num(row.through)
    // Counted since: a new database from its start (0), an upgraded one from its upgrade.
    const countedSince = num(row.countedSince) ?? Number.POSITIVE_INFINITY
    if (countedSince > (through ?? floor)) return undefined
    const first = [num(row.totalFirst), num(row.hourFirst)].filter((v): v is number => v !== null)
    return {
      checks: (num(row.totalChecks) ?? 0) + (num(row.hourChecks) ?? 0),
      failures: (num(row.totalFailures) ?? 0) + (num(row.hourFailures) ?? 0) - (num(row.forgiven) ?? 0),
      since: num(row.since),
      firstRaw: first.length === 0 ? null : Math.min(...first)
    }
  }

  /**
   * The same, series by series: their last 30 closed days (history_window), the current day's
   * closed hours (history_today, unless the window already has that day) and the raw results
   * after those (about the last hour's: one index seek per site, history_raw being keyed by
   * series and time). 240 ms at 50,000 domains: only until a snapshot covers an upgrade.
   */
  async bySeries (scope: UptimeScope, floor: number): Promise<ScopeUptime> {
    const after = sql<number>`coalesce(t.through, w.through + ${DAY_S}, ${floor})`
    const row = await this.statusSeries()
      .where('d.super_category', '=', scope.superCategory)
      .$if(scope.userId !== undefined, (q) => q.where('d.user_id', '=', scope.userId!))
      .select((eb) => {
        const raw = () => eb.selectFrom('history_raw as x').select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('x.series_id', '=', 's.id').where('x.at', '>=', after).where('x.at', '>=', floor)
        return [
          eb.fn.sum<number>(sql`coalesce(w.checks, 0) + ${TODAY} * coalesce(t.checks, 0) + (${raw()})`).as('checks'),
          eb.fn.sum<number>(sql`coalesce(w.failures, 0) + ${TODAY} * coalesce(t.failures, 0) + (${raw().where('x.error', 'is not', null)})`).as('failures'),
          eb.fn.min<number | null>('w.since').as('since'),
          eb.fn.min<number | null>(eb.case().when('w.series_id', 'is', null)
            .then(eb.selectFrom('history_raw as x').select((x) => x.fn.min<number>('x.at').as('at')).whereRef('x.series_id', '=', 's.id').where('x.at', '>=', floor))
            .end()).as('firstRaw')
        ]
      })
      .executeTakeFirst()
    const at = (v: unknown): number | null => v === null || v === undefined ? null : Number(v)
    return { checks: at(row?.checks) ?? 0, failures: at(row?.failures) ?? 0, since: at(row?.since), firstRaw: at(row?.firstRaw) }
  }

  /** Status series with their domain, window and current-day totals (either may be missing). */
  private statusSeries () {
    return this.db.selectFrom('history_series as s')
      .innerJoin('domains as d', 'd.id', 's.domain_id')
      .leftJoin('history_window as w', 'w.series_id', 's.id')
      .leftJoin('history_today as t', 't.series_id', 's.id')
      .where('s.type', '=', 'status')
  }
}
