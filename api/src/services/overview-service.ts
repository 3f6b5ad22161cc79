// The portfolio overview's cards (GET /{scope}/overview). Each card is one repository call, so a
// new card is one added line here.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../db/schema'
import { DAY_S } from '../history/buckets'
import { OverviewRepository } from '../repositories/overview-repository'
import { ChangeService } from './change-service'
import { type Caller, DomainAccess } from './domain-access'

export const OVERVIEW_WINDOW_DAYS = 30

export interface OverviewShape {
  sites: { up: number, down: number, unchecked: number }
  /** Status uptime in percent over the last 30 whole days (daily roll-ups); null before any. */
  uptime30: number | null
  errorsByCode: Array<{ code: number, count: number }>
  /** Expiring in the next 30 days (domains by the registry's date when known; certificates incl. expired ones). */
  expiring: { domains: number, servers: number, certificates: number }
  notIndexed: number
  brokenAffiliateLinks: number
  /** SEO changes found in the last 7 days. */
  changesThisWeek: number
}

const day = (d: Date): string => d.toISOString().slice(0, 10)
const minusYear = (d: Date): Date => { const c = new Date(d); c.setUTCFullYear(c.getUTCFullYear() - 1); return c }

export class OverviewService {
  private readonly repo: OverviewRepository
  private readonly access: DomainAccess
  private readonly changes: ChangeService

  constructor (db: Kysely<Database>) {
    this.repo = new OverviewRepository(db)
    this.access = new DomainAccess(db)
    this.changes = new ChangeService(db)
  }

  async overview (caller: Caller, superCategory: SuperCategoryValue, owner: string | undefined, now: Date): Promise<OverviewShape> {
    const userId = await this.access.readUser(caller, owner)
    const scope = { superCategory, userId }
    const until = new Date(now.getTime() + OVERVIEW_WINDOW_DAYS * DAY_S * 1000)
    const today = Math.floor(now.getTime() / 1000 / DAY_S) * DAY_S
    const [sites, totals, errorsByCode, domains, servers, certificates, notIndexed, brokenAffiliateLinks, changesThisWeek] = await Promise.all([
      this.repo.sites(scope),
      this.repo.statusTotals(scope, today - OVERVIEW_WINDOW_DAYS * DAY_S),
      this.repo.errorsByCode(scope),
      // Without a registry date, a domain expires a year after its issue date (spec §9).
      this.repo.domainsExpiringIn(scope, { expiry: { from: day(now), to: day(until) }, issued: { from: day(minusYear(now)), to: day(minusYear(until)) } }),
      this.repo.serversExpiringBetween(userId, day(now), day(until)),
      this.repo.certificatesExpiringBefore(scope, until.toISOString()),
      this.repo.notIndexed(scope),
      this.repo.brokenAffiliateLinks(scope),
      this.changes.countChangesSince(superCategory, userId, new Date(now.getTime() - 7 * DAY_S * 1000))
    ])
    return {
      sites,
      uptime30: totals.checks === 0 ? null : Math.round(((totals.checks - totals.failures) / totals.checks) * 10000) / 100,
      errorsByCode,
      expiring: { domains, servers, certificates },
      notIndexed,
      brokenAffiliateLinks,
      changesThisWeek
    }
  }
}
