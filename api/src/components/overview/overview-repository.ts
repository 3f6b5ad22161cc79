// All SQL of the portfolio overview (GET /{scope}/overview): one aggregate per card over the
// scope's domains (one user's, or everyone's for an admin), each answered from an index or a
// single pass over the scope's rows, so the page stays fast at 50,000 domains.
import { type Kysely, sql } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { DAY_S, ScopeUptimeRepository, type ScopeUptime } from '../history'

export interface OverviewScope {
  superCategory: SuperCategoryValue
  /** Undefined: every user's (an admin without ?owner). */
  userId?: string
}

const n = (v: unknown): number => Number(v ?? 0)

export class OverviewRepository {
  private readonly scopes: ScopeUptimeRepository

  constructor (private readonly db: Kysely<Database>) {
    this.scopes = new ScopeUptimeRepository(db)
  }

  /** The scope's domains; `of`: only the one that row's domain_id names (a correlated EXISTS). */
  private domains (scope: OverviewScope, of?: string) {
    let q = this.db.selectFrom('domains as d').where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) q = q.where('d.user_id', '=', scope.userId)
    if (of !== undefined) q = q.where('d.id', '=', sql.ref<string>(of))
    return q
  }

  /** The scope's sites counted by latest status code (null: never checked), in one pass. */
  async sitesByStatus (scope: OverviewScope): Promise<Array<{ code: number | null, count: number }>> {
    const rows = await this.domains(scope).select((eb) => ['d.status_code', eb.fn.countAll<number>().as('count')])
      .groupBy('d.status_code').orderBy('d.status_code').execute()
    return rows.map((r) => ({ code: r.status_code === null ? null : n(r.status_code), count: n(r.count) }))
  }

  /**
   * Status checks and failures of the scope's domains since `floor`: from the roll-up's per-scope
   * snapshot and the hourly counts after it (a few rows), or, until those cover the time since an
   * upgrade, from the series one by one.
   */
  async statusUptime (scope: OverviewScope, floor: number): Promise<ScopeUptime> {
    return await this.scopes.read(scope, floor) ?? await this.statusUptimeBySeries(scope, floor)
  }

  /**
   * Status checks and failures of the scope's domains in one pass over their series: their last
   * 30 closed days (history_window), the current day's closed hours (history_today, unless the
   * window already has that day) and the raw results after those (about the last hour's: one
   * index seek per site, history_raw being keyed by series and time). `since`: the earliest day
   * the windows count; `firstRaw`: the first raw result at or after `floor` of the sites without
   * a window (sites checked only since today).
   */
  async statusUptimeBySeries (scope: OverviewScope, floor: number): Promise<ScopeUptime> {
    const today = sql<number>`case when t.day > coalesce(w.through, -1) then 1 else 0 end`
    const after = sql<number>`coalesce(t.through, w.through + ${DAY_S}, ${floor})`
    const row = await this.statusSeries(scope)
      .select((eb) => {
        const raw = () => eb.selectFrom('history_raw as x').select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('x.series_id', '=', 's.id').where('x.at', '>=', after).where('x.at', '>=', floor)
        return [
          eb.fn.sum<number>(sql`coalesce(w.checks, 0) + ${today} * coalesce(t.checks, 0) + (${raw()})`).as('checks'),
          eb.fn.sum<number>(sql`coalesce(w.failures, 0) + ${today} * coalesce(t.failures, 0) + (${raw().where('x.error', 'is not', null)})`).as('failures'),
          eb.fn.min<number | null>('w.since').as('since'),
          eb.fn.min<number | null>(eb.case().when('w.series_id', 'is', null)
            .then(eb.selectFrom('history_raw as x').select((x) => x.fn.min<number>('x.at').as('at')).whereRef('x.series_id', '=', 's.id').where('x.at', '>=', floor))
            .end()).as('firstRaw')
        ]
      })
      .executeTakeFirst()
    const at = (v: unknown): number | null => v === null || v === undefined ? null : Number(v)
    return { checks: n(row?.checks), failures: n(row?.failures), since: at(row?.since), firstRaw: at(row?.firstRaw) }
  }

  /** The scope's status series with their window and current-day totals (either may be missing). */
  private statusSeries (scope: OverviewScope) {
    return this.domains(scope)
      .innerJoin('history_series as s', (j) => j.onRef('s.domain_id', '=', 'd.id').on('s.type', '=', 'status'))
      .leftJoin('history_window as w', 'w.series_id', 's.id')
      .leftJoin('history_today as t', 't.series_id', 's.id')
  }

  /** Certificates of the scope's domains valid until before `before` (ISO), expired ones included. */
  async certificatesExpiringBefore (scope: OverviewScope, before: string): Promise<number> {
    const row = await this.domains(scope).innerJoin('domain_certificates as c', 'c.domain_id', 'd.id')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('c.valid_to', '<', before).executeTakeFirst()
    return n(row?.n)
  }

  /** Hosting servers expiring between the two days (inclusive); servers belong to users, not scopes. */
  async serversExpiringBetween (userId: string | undefined, from: string, to: string): Promise<number> {
    let q = this.db.selectFrom('hosting_servers').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('expiry_date', '>=', from).where('expiry_date', '<=', to)
    if (userId !== undefined) q = q.where('user_id', '=', userId)
    return n((await q.executeTakeFirst())?.n)
  }

  /** Sites Bing last answered "not indexed" for. Led by the state index: few rows match. */
  async notIndexed (scope: OverviewScope): Promise<number> {
    const row = await this.db.selectFrom('bing_checks as b').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('b.state', '=', 'not-indexed').where((eb) => eb.exists(this.domains(scope, 'b.domain_id').select('d.id')))
      .executeTakeFirst()
    return n(row?.n)
  }

  /** Sites whose affiliate link was last found broken. Led by the outcome index: few rows match. */
  async brokenAffiliateLinks (scope: OverviewScope): Promise<number> {
    const row = await this.db.selectFrom('affiliate_results as a').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.outcome', '=', 'broken').where((eb) => eb.exists(this.domains(scope, 'a.domain_id').select('d.id')))
      .executeTakeFirst()
    return n(row?.n)
  }
}
