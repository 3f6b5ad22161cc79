// The overview's dashboard panels. Each answers one question for the caller's scope (one user's
// domains of a super category, or everyone's for an admin): what is down now (grouped as the
// alerts group an outage), the uptime of the last 30 days, what expires next, which alerts are open.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { addDays, daysUntil, isoDay } from '../../platform/lib/calendar'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'
import { AlertFactsRepository, groupOutages, groupWhere } from '../alerts'
import { EVENT_KINDS, endedBy, eventKind } from '../events'
import { DAY_S, ScopeDaysRepository } from '../history'
import { RenewalService } from '../registrars'
import { DashboardRepository, type DownRow } from './dashboard-repository'
import type { OverviewScope } from './overview-repository'
import { DOWN_GROUPS_SHOWN, DOWN_SITES_PER_GROUP } from './down-limits'
import type { DownGroupShape, DownNowShape, OpenAlertsShape, UpcomingItemShape, UpcomingShape, UptimeTrendShape } from './dashboard-schemas'

/** Down sites grouped at most (the longest down); a bigger outage still shows its total. */
export const DOWN_SITES_READ = 2000
export const TREND_DAYS = 30
export const UPCOMING_DAYS = 30
export const UPCOMING_LIMIT = 10
export const OPEN_ALERTS_LIMIT = 10
/** Alerts older than this are not listed as open (a site down a month is on the down panel). */
export const OPEN_ALERTS_DAYS = 30

/** The problems of a site that a later event ends (site down, affiliate link broken, ...). */
const ENDABLE = EVENT_KINDS.flatMap((k) => { const ender = endedBy(k.kind); return ender === undefined ? [] : [{ kind: k.kind, ender }] })

export class DashboardService {
  private readonly repo: DashboardRepository
  private readonly access: DomainAccess
  private readonly facts: AlertFactsRepository
  private readonly days: ScopeDaysRepository
  private readonly renewals: RenewalService

  constructor (db: Kysely<Database>, private readonly groupMin: number) {
    this.repo = new DashboardRepository(db)
    this.access = new DomainAccess(db)
    this.facts = new AlertFactsRepository(db)
    this.days = new ScopeDaysRepository(db)
    this.renewals = new RenewalService(db)
  }

  private async scope (caller: Caller, superCategory: SuperCategoryValue, owner: string | undefined): Promise<OverviewScope> {
    return { superCategory, userId: await this.access.readUser(caller, owner) }
  }

  async down (caller: Caller, superCategory: SuperCategoryValue, owner: string | undefined): Promise<DownNowShape> {
    const { rows, total } = await this.repo.down(await this.scope(caller, superCategory, owner), DOWN_SITES_READ)
    const hosting = await this.facts.hostingOf(rows.map((r) => r.id))
    const groups = groupOutages(rows, (r) => hosting.get(r.id), (r) => `domain:${r.id}`, this.groupMin)
    const siteDown = eventKind('site-down')
    const shaped = groups.map((g) => {
      const sites = [...g.members].sort((a, b) => a.since.localeCompare(b.since) || a.domain.localeCompare(b.domain))
      const title = g.by === 'single' || siteDown?.groupTitle === undefined ? sites[0].domain : siteDown.groupTitle(sites.length, groupWhere(g.by, g.hosting))
      return { by: g.by, title, since: sites[0].since, count: sites.length, sites }
    })
    // The biggest outage first, then the longest.
    shaped.sort((a, b) => b.count - a.count || a.since.localeCompare(b.since) || a.title.localeCompare(b.title))
    const shown = shaped.slice(0, DOWN_GROUPS_SHOWN).map((g): DownGroupShape => ({ ...g, sites: g.sites.slice(0, DOWN_SITES_PER_GROUP).map(site) }))
    const shownSites = shown.reduce((n, g) => n + g.count, 0)
    // Sites beyond the DOWN_SITES_READ longest down belong to groups not read: counted in moreSites.
    return { groups: shown, total, moreGroups: shaped.length - shown.length, moreSites: Math.max(0, total - shownSites) }
  }

  async uptimeTrend (caller: Caller, superCategory: SuperCategoryValue, owner: string | undefined, now: Date): Promise<UptimeTrendShape> {
    const today = Math.floor(now.getTime() / 1000 / DAY_S) * DAY_S
    const first = today - TREND_DAYS * DAY_S
    const byDay = new Map((await this.days.days(await this.scope(caller, superCategory, owner), first)).map((d) => [d.day, d]))
    const days = Array.from({ length: TREND_DAYS }, (_, k) => {
      const day = first + k * DAY_S
      const d = byDay.get(day)
      const checks = d?.checks ?? 0
      const failures = d?.failures ?? 0
      return { day: isoDay(new Date(day * 1000)), checks, failures, percent: checks === 0 ? null : Math.round(((checks - failures) / checks) * 10000) / 100 }
    })
    return { days }
  }

  async upcoming (caller: Caller, superCategory: SuperCategoryValue, owner: string | undefined, now: Date): Promise<UpcomingShape> {
    const scope = await this.scope(caller, superCategory, owner)
    const from = isoDay(now)
    const to = addDays(from, UPCOMING_DAYS)
    const [domains, certificates, servers] = await Promise.all([
      this.renewals.renewals(caller, superCategory, owner, now, { expiry: { from, to }, issued: { from: addDays(from, -365), to: addDays(to, -365) } }),
      this.repo.certificatesBetween(scope, now.toISOString(), `${to}T23:59:59.999Z`, UPCOMING_LIMIT),
      this.repo.serversBetween(scope.userId, from, to, UPCOMING_LIMIT)
    ])
    const soon = domains.filter((d) => d.days >= 0 && d.days <= UPCOMING_DAYS)
    const items: UpcomingItemShape[] = [
      ...soon.slice(0, UPCOMING_LIMIT).map((d) => ({ kind: 'domain' as const, name: d.domain, date: d.expiresAt, days: d.days })),
      ...certificates.rows.map((c) => ({ kind: 'certificate' as const, name: c.name, date: c.validTo.slice(0, 10), days: daysUntil(c.validTo.slice(0, 10), now) })),
      ...servers.rows.map((s) => ({ kind: 'server' as const, name: s.name, date: s.expiry, days: daysUntil(s.expiry, now) }))
    ].sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
    return { items: items.slice(0, UPCOMING_LIMIT), total: soon.length + certificates.total + servers.total }
  }

  async openAlerts (caller: Caller, superCategory: SuperCategoryValue, owner: string | undefined, now: Date): Promise<OpenAlertsShape> {
    const scope = await this.scope(caller, superCategory, owner)
    const since = new Date(now.getTime() - OPEN_ALERTS_DAYS * DAY_S * 1000).toISOString()
    const rows = (await Promise.all(ENDABLE.map(async ({ kind, ender }) => await this.repo.openAlerts(scope, kind, ender, since)))).flat()
    rows.sort((a, b) => b.id - a.id)
    const alerts = rows.slice(0, OPEN_ALERTS_LIMIT).map((r) => {
      const kind = eventKind(r.kind)
      return { ...r, label: kind?.label ?? r.kind, severity: kind?.severity ?? 'info' }
    })
    return { alerts, total: rows.length }
  }
}

function site (r: DownRow) {
  return { domain: r.domain, since: r.since, statusCode: r.statusCode }
}
