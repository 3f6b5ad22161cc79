// Reads the real dates of many domains at once: registry, certificate and DNS rows
// by domain id, a few queries per 500 ids, for the expiring lists and the domain details.
import type { Kysely, Selectable } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { DomainCertificatesTable, DomainDnsTable, DomainRegistryTable } from './tables'

/** What the registrar account holding a saved domain says (tables of components/registrars). */
export interface RegistrarAccountFacts {
  account_id: string
  account_name: string
  /** Read through the composed Database type: the registrars component owns the table. */
  provider: Database['registrar_accounts']['provider']
  expires_on: string | null
  auto_renew: number | null
  locked: number | null
  renew_minor: number | null
  currency: string | null
}

export interface RealDatesRow {
  registry?: Pick<Selectable<DomainRegistryTable>, 'expiry_date' | 'registrar' | 'statuses'>
  certificate?: Pick<Selectable<DomainCertificatesTable>, 'valid_to' | 'issuer'>
  dns?: Pick<Selectable<DomainDnsTable>, 'a' | 'aaaa' | 'ns' | 'mx'>
  /** The registrar account holding the domain. */
  registrarAccount?: RegistrarAccountFacts
}

/** Which saved domains' holding accounts a list wants. */
export interface HoldingScope { superCategory: SuperCategoryValue, userId?: string, category?: string }

const CHUNK = 500

export class RealDatesRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async forDomains (ids: readonly string[]): Promise<Map<string, RealDatesRow>> {
    const out = new Map<string, RealDatesRow>()
    const entry = (id: string): RealDatesRow => {
      let row = out.get(id)
      if (row === undefined) out.set(id, row = {})
      return row
    }
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK)
      const [registry, certs, dns] = await Promise.all([
        this.db.selectFrom('domain_registry').select(['domain_id', 'expiry_date', 'registrar', 'statuses']).where('domain_id', 'in', chunk).execute(),
        this.db.selectFrom('domain_certificates').select(['domain_id', 'valid_to', 'issuer']).where('domain_id', 'in', chunk).execute(),
        this.db.selectFrom('domain_dns').select(['domain_id', 'a', 'aaaa', 'ns', 'mx']).where('domain_id', 'in', chunk).execute()
      ])
      for (const { domain_id: id, ...r } of registry) entry(id).registry = r
      for (const { domain_id: id, ...r } of certs) entry(id).certificate = r
      for (const { domain_id: id, ...r } of dns) entry(id).dns = r
      for (const [id, facts] of await this.accountFacts(chunk)) entry(id).registrarAccount = facts
    }
    return out
  }

  /**
   * By domain id, the account holding each saved domain of a list's scope (one user's, or
   * everyone's; optionally one brand category): the domain list's rows carry it. One query for the
   * whole list, whatever its size (no query per row or per page).
   */
  async accountsOf (scope: HoldingScope): Promise<Map<string, RegistrarAccountFacts>> {
    let query = this.holdings().where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) query = query.where('d.user_id', '=', scope.userId)
    if (scope.category !== undefined) query = query.where('d.category', '=', scope.category)
    return await this.byDomain(query)
  }

  /** The registrar account holding each of these saved domains (the effective-expiry rule's second source). */
  private async accountFacts (domainIds: readonly string[]): Promise<Map<string, RegistrarAccountFacts>> {
    return await this.byDomain(this.holdings().where('d.id', 'in', domainIds))
  }

  private holdings () {
    return this.db.selectFrom('domains as d')
      .innerJoin('registrar_domains as rd', (join) => join.onRef('rd.user_id', '=', 'd.user_id').onRef('rd.domain', '=', 'd.domain'))
      .innerJoin('registrar_accounts as a', 'a.id', 'rd.account_id')
      .leftJoin('registrar_prices as p', (join) => join.onRef('p.account_id', '=', 'rd.account_id').onRef('p.tld', '=', 'rd.tld'))
      .select(['d.id', 'rd.account_id', 'a.name as account_name', 'a.provider', 'rd.expires_on', 'rd.auto_renew', 'rd.locked', 'p.renew_minor', 'p.currency'])
  }

  /** A name in two accounts (moved, the old one not synced since) gives the row updated last. */
  private async byDomain (query: ReturnType<RealDatesRepository['holdings']>): Promise<Map<string, RegistrarAccountFacts>> {
    const rows = await query.orderBy('rd.updated_at').execute()
    return new Map(rows.map(({ id, ...facts }) => [id, facts]))
  }

  /** Domains of a scope whose registry expiry is on or before `day` (YYYY-MM-DD). */
  async registryExpiringBy (superCategory: string, userId: string | undefined, day: string): Promise<string[]> {
    let query = this.db.selectFrom('domain_registry as r').innerJoin('domains as d', 'd.id', 'r.domain_id')
      .select('d.id').where('d.super_category', '=', superCategory as never).where('r.expiry_date', '<=', day)
    if (userId !== undefined) query = query.where('d.user_id', '=', userId)
    return (await query.execute()).map((r) => r.id)
  }
}
