// The portfolio overview's cards (GET /{scope}/overview). Each card is one repository call, so a
// new card is one added line here.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { DAY_S } from '../history'
import { addDays, isoDay } from '../../platform/lib/calendar'
import { OverviewRepository, type OverviewScope } from './overview-repository'
import type { OverviewShape } from './schemas'
import { ChangeService } from '../changes'
import { RenewalService } from '../registrars'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export const OVERVIEW_WINDOW_DAYS = 30

export class OverviewService {
  private readonly repo: OverviewRepository
  private readonly access: DomainAccess
  private readonly changes: ChangeService
  private readonly renewals: RenewalService

  constructor (db: Kysely<Database>) {
    this.repo = new OverviewRepository(db)
    this.access = new DomainAccess(db)
    this.changes = new ChangeService(db)
    this.renewals = new RenewalService(db)
  }

  async overview (caller: Caller, superCategory: SuperCategoryValue, owner: string | undefined, now: Date): Promise<OverviewShape> {
    const userId = await this.access.readUser(caller, owner)
    const scope = { superCategory, userId }
    const until = new Date(now.getTime() + OVERVIEW_WINDOW_DAYS * DAY_S * 1000)
    const fromDay = isoDay(now)
    const untilDay = addDays(fromDay, OVERVIEW_WINDOW_DAYS)
    const [byStatus, uptime, next30, servers, certificates, notIndexed, brokenAffiliateLinks, changesThisWeek] = await Promise.all([
      this.repo.sitesByStatus(scope),
      this.uptime(scope, now),
      // The domains expiring in the window and their renewals, in one read (effective expiry:
      // registry, then registrar, then a year after the issue date).
      this.renewals.next30(caller, superCategory, owner, now),
      this.repo.serversExpiringBetween(userId, fromDay, untilDay),
      this.repo.certificatesExpiringBefore(scope, until.toISOString()),
      this.repo.notIndexed(scope),
      this.repo.brokenAffiliateLinks(scope),
      this.changes.countChangesSince(superCategory, userId, new Date(now.getTime() - 7 * DAY_S * 1000))
    ])
    const count = (keep: (code: number | null) => boolean): number => byStatus.reduce((sum, s) => sum + (keep(s.code) ? s.count : 0), 0)
    return {
      // 200 is up, any other code down, never checked apart.
      sites: { up: count((c) => c === 200), down: count((c) => c !== null && c !== 200), unchecked: count((c) => c === null) },
      uptime30: uptime.percent,
      uptimeSince: uptime.since,
      errorsByCode: byStatus.filter((s) => s.code !== null && s.code !== 200).map((s) => ({ code: s.code!, count: s.count })),
      expiring: { domains: next30.expiring, servers, certificates },
      notIndexed,
      brokenAffiliateLinks,
      changesThisWeek,
      renewals30: { count: next30.count, cost: next30.cost }
    }
  }

  /**
   * Status uptime over the last 30 closed days plus today so far, and where its data starts when
   * that is later than the window's first day: a UTC day ("2026-11-24") when the earliest data
   * counted is a closed day, the exact first result (ISO) when it is a result not yet in one.
   */
  private async uptime (scope: OverviewScope, now: Date): Promise<{ percent: number | null, since: string | null }> {
    const nowS = Math.floor(now.getTime() / 1000)
    const todayS = Math.floor(nowS / DAY_S) * DAY_S
    const floor = todayS - OVERVIEW_WINDOW_DAYS * DAY_S
    const uptime = await this.repo.statusUptime(scope, floor)
    if (uptime.checks === 0) return { percent: null, since: null }
    const percent = Math.round(((uptime.checks - uptime.failures) / uptime.checks) * 10000) / 100
    const day = uptime.since
    // The window's days are whole: a first day at or before the floor means all 30 are there.
    if (day !== null && day <= floor) return { percent, since: null }
    const first = uptime.firstRaw
    if (day !== null && (first === null || day <= first)) return { percent, since: new Date(day * 1000).toISOString().slice(0, 10) }
    return { percent, since: first === null ? null : new Date(first * 1000).toISOString() }
  }
}
