// All SQL the Reputation screen and the detail pages read: listings of one owner's sites in one
// scope (a domain's own name, or an IP one of its sites resolves to), now or over time. Reads
// start from the listings (few) and reach the sites through indexes, so 50,000 domains cost
// nothing extra.
import { type Kysely, sql } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'

export interface ListingRow {
  provider: string
  value: string
  kind: 'domain' | 'ip'
  category: string
  first_seen: string
  last_checked: string
  delisted_at: string | null
  domain: string
}

/** Counts of one kind of value, in all (provider '*') or on one provider's list. */
export interface SummaryRow {
  kind: 'domain' | 'ip'
  provider: string
  listed: number
  fresh: number
}

export interface ReadScope {
  /** undefined: every user's (an admin without ?owner). */
  userId: string | undefined
  superCategory: SuperCategoryValue
}

/** Rows returned at most per read; a portfolio listed more widely shows the first ones. */
const MAX_ROWS = 5000

export class ReputationReadRepository {
  private readonly db: Kysely<Database>

  constructor (db: Kysely<Database>) {
    this.db = db
  }

  private domainListings (scope: ReadScope) {
    return this.db.selectFrom('reputation_listings as l').innerJoin('domains as d', 'd.domain', 'l.value')
      .select(['l.provider', 'l.value', 'l.kind', 'l.category', 'l.first_seen', 'l.last_checked', 'l.delisted_at', 'd.domain'])
      .where('l.kind', '=', 'domain').where('d.super_category', '=', scope.superCategory)
      .$if(scope.userId !== undefined, (q) => q.where('d.user_id', '=', scope.userId!))
  }

  private ipListings (scope: ReadScope) {
    return this.db.selectFrom('reputation_listings as l').innerJoin('domain_footprints as f', (j) => j.onRef('f.value', '=', 'l.value').on('f.kind', '=', 'ip'))
      .innerJoin('domains as d', 'd.id', 'f.domain_id')
      .select(['l.provider', 'l.value', 'l.kind', 'l.category', 'l.first_seen', 'l.last_checked', 'l.delisted_at', 'd.domain'])
      .where('l.kind', '=', 'ip').where('f.super_category', '=', scope.superCategory)
      .$if(scope.userId !== undefined, (q) => q.where('f.user_id', '=', scope.userId!))
  }

  /** What is listed now, each with the site it concerns. */
  async listedNow (scope: ReadScope): Promise<ListingRow[]> {
    const [domains, ips] = await Promise.all([
      this.domainListings(scope).where('l.delisted_at', 'is', null).orderBy('l.first_seen', 'desc').limit(MAX_ROWS).execute(),
      this.ipListings(scope).where('l.delisted_at', 'is', null).orderBy('l.first_seen', 'desc').limit(MAX_ROWS).execute()
    ])
    return [...domains, ...ips] as ListingRow[]
  }

  /** Every listing, current and ended, of one domain (its name and its IPs). */
  async domainHistory (scope: ReadScope, domain: string): Promise<ListingRow[]> {
    const [own, ips] = await Promise.all([
      this.domainListings(scope).where('d.domain', '=', domain).orderBy('l.first_seen', 'desc').limit(MAX_ROWS).execute(),
      this.ipListings(scope).where('d.domain', '=', domain).orderBy('l.first_seen', 'desc').limit(MAX_ROWS).execute()
    ])
    return [...own, ...ips] as ListingRow[]
  }

  /**
   * What is listed now, counted per list and in all (each domain or IP once however many lists
   * or sites), and the values first listed since `since` after a provider's silent first round.
   */
  async summary (scope: ReadScope, since: string): Promise<SummaryRow[]> {
    const counts = (q: ReturnType<ReputationReadRepository['domainListings']>, kind: 'domain' | 'ip') => q.clearSelect()
      .select([
        sql<string>`${sql.lit(kind)}`.as('kind'),
        sql<number>`count(distinct case when l.delisted_at is null then l.value end)`.as('listed'),
        sql<number>`count(distinct case when l.baseline = 0 and l.first_seen >= ${since} then l.value end)`.as('fresh')
      ])
    const rows = await Promise.all([
      ...(['domain', 'ip'] as const).map(async (kind) => {
        const base = kind === 'domain' ? this.domainListings(scope) : this.ipListings(scope)
        return (await counts(base, kind).select(sql<string>`${sql.lit('*')}`.as('provider')).execute()) as SummaryRow[]
      }),
      ...(['domain', 'ip'] as const).map(async (kind) => {
        const base = kind === 'domain' ? this.domainListings(scope) : this.ipListings(scope)
        return (await counts(base, kind).select('l.provider').groupBy('l.provider').execute()) as SummaryRow[]
      })
    ])
    return rows.flat().map((r) => ({ ...r, listed: Number(r.listed), fresh: Number(r.fresh) }))
  }

  /** Every listing of the IPs the sites on one hosting server resolve to. */
  async serverHistory (serverId: string): Promise<Array<Omit<ListingRow, 'domain'> & { sites: number }>> {
    const rows = await this.db.selectFrom('reputation_listings as l')
      .innerJoin('domain_footprints as f', (j) => j.onRef('f.value', '=', 'l.value').on('f.kind', '=', 'ip'))
      .innerJoin('domain_hosting as h', 'h.domain_id', 'f.domain_id')
      .select(['l.id', 'l.provider', 'l.value', 'l.kind', 'l.category', 'l.first_seen', 'l.last_checked', 'l.delisted_at', (eb) => eb.fn.count<number>('f.domain_id').distinct().as('sites')])
      .where('l.kind', '=', 'ip').where('h.server_id', '=', serverId)
      .groupBy(['l.id', 'l.provider', 'l.value', 'l.kind', 'l.category', 'l.first_seen', 'l.last_checked', 'l.delisted_at'])
      .orderBy('l.first_seen', 'desc').limit(MAX_ROWS).execute()
    return rows.map(({ id: _id, ...r }) => ({ ...r, sites: Number(r.sites) }))
  }

  async serverOwner (serverId: string): Promise<{ user_id: string, name: string } | undefined> {
    return await this.db.selectFrom('hosting_servers').select(['user_id', 'name']).where('id', '=', serverId).executeTakeFirst()
  }
}
