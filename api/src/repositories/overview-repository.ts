// All SQL of the portfolio overview (GET /{scope}/overview): one aggregate per card over the
// scope's domains (one user's, or everyone's for an admin), each answered from an index or a
// single pass over the scope's rows, so the page stays fast at 50,000 domains.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../db/schema'
import { expiresIn, type ExpiryWindow } from './effective-expiry'

export interface OverviewScope {
  superCategory: SuperCategoryValue
  /** Undefined: every user's (an admin without ?owner). */
  userId?: string
}

const n = (v: unknown): number => Number(v ?? 0)

export class OverviewRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private domains (scope: OverviewScope) {
    let q = this.db.selectFrom('domains as d').where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) q = q.where('d.user_id', '=', scope.userId)
    return q
  }

  /** Sites by latest status: 200 up, any other code down, never checked apart. */
  async sites (scope: OverviewScope): Promise<{ up: number, down: number, unchecked: number }> {
    const row = await this.domains(scope).select((eb) => [
      eb.fn.sum<number>(eb.case().when('d.status_code', '=', 200).then(1).else(0).end()).as('up'),
      eb.fn.sum<number>(eb.case().when(eb.and([eb('d.status_code', 'is not', null), eb('d.status_code', '<>', 200)])).then(1).else(0).end()).as('down'),
      eb.fn.sum<number>(eb.case().when('d.status_code', 'is', null).then(1).else(0).end()).as('unchecked')
    ]).executeTakeFirst()
    return { up: n(row?.up), down: n(row?.down), unchecked: n(row?.unchecked) }
  }

  /** Sites down now by their status code. */
  async errorsByCode (scope: OverviewScope): Promise<Array<{ code: number, count: number }>> {
    const rows = await this.domains(scope).select((eb) => ['d.status_code', eb.fn.countAll<number>().as('count')])
      .where('d.status_code', 'is not', null).where('d.status_code', '<>', 200)
      .groupBy('d.status_code').orderBy('d.status_code').execute()
    return rows.map((r) => ({ code: n(r.status_code), count: n(r.count) }))
  }

  /** Status checks and failures of the scope's domains in the daily roll-ups since `from` (epoch s). */
  async statusTotals (scope: OverviewScope, from: number): Promise<{ checks: number, failures: number }> {
    const row = await this.domains(scope)
      .innerJoin('history_series as s', (j) => j.onRef('s.domain_id', '=', 'd.id').on('s.type', '=', 'status'))
      .innerJoin('history_daily as h', 'h.series_id', 's.id')
      .where('h.at', '>=', from)
      .select((eb) => [eb.fn.sum<number>('h.checks').as('checks'), eb.fn.sum<number>('h.failures').as('failures')])
      .executeTakeFirst()
    return { checks: n(row?.checks), failures: n(row?.failures) }
  }

  /** Domains whose effective expiry (registry date, else issue date + 1 year) is in the window. */
  async domainsExpiringIn (scope: OverviewScope, window: ExpiryWindow): Promise<number> {
    const row = await this.domains(scope).leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
      .select((eb) => eb.fn.countAll<number>().as('n')).where(expiresIn(window)).executeTakeFirst()
    return n(row?.n)
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

  async notIndexed (scope: OverviewScope): Promise<number> {
    const row = await this.domains(scope).innerJoin('bing_checks as b', 'b.domain_id', 'd.id')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('b.state', '=', 'not-indexed').executeTakeFirst()
    return n(row?.n)
  }

  async brokenAffiliateLinks (scope: OverviewScope): Promise<number> {
    const row = await this.domains(scope).innerJoin('affiliate_results as a', 'a.domain_id', 'd.id')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('a.outcome', '=', 'broken').executeTakeFirst()
    return n(row?.n)
  }
}
