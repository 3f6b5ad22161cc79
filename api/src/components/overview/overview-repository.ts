// All SQL of the portfolio overview (GET /{scope}/overview): one aggregate per card over the
// scope's domains (one user's, or everyone's for an admin), each answered from an index or a
// single pass over the scope's rows, so the page stays fast at 50,000 domains.
import { type Kysely, sql } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { ScopeUptimeRepository, type ScopeUptime } from '../history'

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

  /** Status checks and failures of the scope's domains since `floor` (history's per-scope uptime). */
  async statusUptime (scope: OverviewScope, floor: number): Promise<ScopeUptime> {
    return await this.scopes.uptime(scope, floor)
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
