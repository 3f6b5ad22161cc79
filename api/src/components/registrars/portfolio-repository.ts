// All SQL that relates registrar data to the saved (monitored) domains: which of an account's
// names a user monitors, with their registry (RDAP) expiry; hosting info's "domain platform".
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'

export interface MonitoredMatch {
  id: string
  domain: string
  super_category: SuperCategoryValue
  registry_expiry: string | null
}

const CHUNK = 500

export class PortfolioRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The user's saved domains among `names` (any scope), with the registry's expiry. */
  async monitored (userId: string, names: readonly string[]): Promise<MonitoredMatch[]> {
    const out: MonitoredMatch[] = []
    for (let i = 0; i < names.length; i += CHUNK) {
      out.push(...await this.db.selectFrom('domains as d').leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
        .select(['d.id', 'd.domain', 'd.super_category', 'r.expiry_date as registry_expiry'])
        .where('d.user_id', '=', userId).where('d.domain', 'in', names.slice(i, i + CHUNK))
        .orderBy('d.created_at').execute())
    }
    return out
  }

  /**
   * Hosting info's "domain platform" of these saved domains, where it is empty, becomes the
   * registrar's name (a hosting row is created for a domain that has none). Returns rows written.
   */
  async fillDomainPlatform (domainIds: readonly string[], platform: string): Promise<number> {
    if (domainIds.length === 0) return 0
    let written = 0
    for (let i = 0; i < domainIds.length; i += CHUNK) {
      const ids = domainIds.slice(i, i + CHUNK)
      const existing = await this.db.selectFrom('domain_hosting').select(['domain_id', 'domain_platform']).where('domain_id', 'in', ids).execute()
      const have = new Map(existing.map((r) => [r.domain_id, r.domain_platform]))
      const empty = existing.filter((r) => r.domain_platform.trim() === '').map((r) => r.domain_id)
      if (empty.length > 0) {
        await this.db.updateTable('domain_hosting').set({ domain_platform: platform }).where('domain_id', 'in', empty).execute()
        written += empty.length
      }
      const missing = ids.filter((id) => !have.has(id))
      if (missing.length > 0) {
        await this.db.insertInto('domain_hosting').values(missing.map((id) => ({ domain_id: id, server_id: null, domain_platform: platform }))).execute()
        written += missing.length
      }
    }
    return written
  }
}

export interface NotMonitoredRow { domain: string, account_id: string, account_name: string, provider: Database['registrar_accounts']['provider'], expires_on: string | null, auto_renew: number | null }
export interface UnknownRow { domain: string, super_category: SuperCategoryValue, category: string }

/** Reads of the Registrars page's lists. */
export class PortfolioListRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private notMonitoredQuery (userId: string) {
    return this.db.selectFrom('registrar_domains as rd').innerJoin('registrar_accounts as a', 'a.id', 'rd.account_id')
      .where('rd.user_id', '=', userId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('domains as d').select('d.id').whereRef('d.user_id', '=', 'rd.user_id').whereRef('d.domain', '=', 'rd.domain'))))
  }

  async notMonitored (userId: string, offset: number, limit: number): Promise<{ rows: NotMonitoredRow[], total: number }> {
    const rows = await this.notMonitoredQuery(userId)
      .select(['rd.domain', 'rd.account_id', 'a.name as account_name', 'a.provider', 'rd.expires_on', 'rd.auto_renew'])
      .orderBy('rd.domain').orderBy('a.name').offset(offset).limit(limit).execute()
    const total = await this.notMonitoredQuery(userId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()
    return { rows, total: Number(total?.n ?? 0) }
  }

  /** The names of `names` that are in one of the user's accounts and not saved. */
  async notMonitoredAmong (userId: string, names: readonly string[]): Promise<Set<string>> {
    const out = new Set<string>()
    for (let i = 0; i < names.length; i += CHUNK) {
      for (const r of await this.notMonitoredQuery(userId).select('rd.domain').where('rd.domain', 'in', names.slice(i, i + CHUNK)).execute()) out.add(r.domain)
    }
    return out
  }

  private unknownQuery (userId: string) {
    return this.db.selectFrom('domains as d').where('d.user_id', '=', userId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('registrar_domains as rd').select('rd.domain').whereRef('rd.user_id', '=', 'd.user_id').whereRef('rd.domain', '=', 'd.domain'))))
  }

  /** Saved domains no synced account holds; none while the user has no account synced yet. */
  async unknown (userId: string, offset: number, limit: number): Promise<{ rows: UnknownRow[], total: number }> {
    const synced = await this.db.selectFrom('registrar_accounts').select('id').where('user_id', '=', userId).where('last_good_sync_at', 'is not', null).limit(1).executeTakeFirst()
    if (synced === undefined) return { rows: [], total: 0 }
    const rows = await this.unknownQuery(userId).select(['d.domain', 'd.super_category', 'd.category']).orderBy('d.domain').orderBy('d.super_category').offset(offset).limit(limit).execute()
    const total = await this.unknownQuery(userId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()
    return { rows, total: Number(total?.n ?? 0) }
  }
}
