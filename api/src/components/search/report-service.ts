// What the API reads back: a user's properties matched to saved domains, the portfolio table
// (per site: 28-day clicks, impressions, CTR, position and change against the 28 days before)
// and one site's daily series. Only the caller's own accounts and saved domains, in the super
// categories the caller may see (the dating scope stays closed without its access).
import type { Static } from 'typebox'
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { SearchDailyRepository, type Totals } from './daily-repository'
import { isoOf } from './days'
import { candidateHosts, type Matches, type MatchProperty, matchProperties, type Source, sourceOf } from './matching'
import { type LeanProperty, READABLE_PERMISSIONS, SearchPropertyRepository, type UserPropertyRow } from './property-repository'
import { SearchInspectionRepository } from './inspection-repository'
import { ROLLUP_DAYS, ROLLUP_WEEK_DAYS } from './rollup-repository'
import { groupByFinal, WindowSums } from './window-sums'
import { inspectionSummary } from './inspection-shapes'
import { type PortfolioSort, sortPortfolio } from './portfolio-sort'
import type { FiguresShape, InspectionSummaryShape, PropertyShape, SummaryResponse } from './schemas'
import { type SavedSite, SavedSiteRepository } from './site-repository'

export type Scoped = UserPropertyRow & { siteUrl: string, accountKind: UserPropertyRow['account_kind'] }

/** Weeks of clicks in a portfolio row's trend line. */
export const TREND_WEEKS = 12
/** Sites the overview's card names as losing most. */
export const SUMMARY_LOSERS = 5

export interface PortfolioFilter { categories: readonly SuperCategoryValue[], category?: string, sort?: PortfolioSort }
export interface PortfolioRow { domainId: string, domain: string, superCategory: string, google: FiguresShape | null, bing: FiguresShape | null, trafficDrop: boolean, trend: number[], inspection: InspectionSummaryShape | null }
type SummaryShape = Omit<Static<typeof SummaryResponse>, 'success'>
type Chosen = Partial<Record<Source, Scoped>>
/** A table row before its trend and inspection are read: enough to sort and page. */
interface Ranked { site: SavedSite, chosen: Partial<Record<Source, LeanProperty>>, domain: string, google: FiguresShape | null, bing: FiguresShape | null }

function toProperty (p: UserPropertyRow): PropertyShape {
  return {
    id: p.id,
    accountId: p.account_id,
    accountName: p.account_name,
    source: sourceOf(p.account_kind),
    siteUrl: p.site_url,
    kind: p.kind,
    host: p.host,
    permission: p.permission,
    readable: READABLE_PERMISSIONS.includes(p.permission),
    accessLostAt: p.access_lost_at,
    error: p.error,
    finalThrough: p.final_through === null ? null : isoOf(p.final_through),
    readThrough: p.read_through === null ? null : isoOf(p.read_through)
  }
}

function change (now: number, before: number): number | null {
  return before > 0 ? Math.round((now / before - 1) * 1000) / 1000 : null
}

function figures (now: Totals | undefined, before: Totals | undefined): FiguresShape {
  const c = now?.clicks ?? 0
  const i = now?.impressions ?? 0
  return {
    clicks: c,
    impressions: i,
    ctr: i > 0 ? Math.round((c / i) * 10_000) / 10_000 : 0,
    position: i > 0 ? Math.round((now?.position ?? 0) * 100) / 100 : null,
    clicksChange: change(c, before?.clicks ?? 0),
    impressionsChange: change(i, before?.impressions ?? 0)
  }
}

export class SearchReportService {
  private readonly properties: SearchPropertyRepository
  private readonly sites: SavedSiteRepository
  private readonly daily: SearchDailyRepository
  private readonly inspections: SearchInspectionRepository
  private readonly sums: WindowSums

  constructor (db: Kysely<Database>) {
    this.sums = new WindowSums(db)
    this.properties = new SearchPropertyRepository(db)
    this.sites = new SavedSiteRepository(db)
    this.daily = new SearchDailyRepository(db)
    this.inspections = new SearchInspectionRepository(db)
  }

  /**
   * The caller's saved domains in the categories given, and the matching of the user's
   * properties (`props`: every field for the property lists, the lean read for the table and the
   * card) over all of them.
   */
  private async matched<P extends MatchProperty> (userId: string, categories: readonly SuperCategoryValue[], props: readonly P[]): Promise<{ sites: SavedSite[], m: Matches<P, SavedSite> }> {
    // Matching runs over every saved domain, so a property standing for a hidden site is not
    // shown as "not monitored" either.
    const all = await this.sites.ofUser(userId)
    const m = matchProperties(props, all)
    const visible = new Set(categories)
    return { sites: all.filter((s) => visible.has(s.superCategory)), m }
  }

  /**
   * One of the caller's saved domains (404 when not theirs or hidden) and the properties standing
   * for it: matched from that site's candidate hosts alone, as the whole portfolio's matching would.
   */
  async site (userId: string, categories: readonly SuperCategoryValue[], domainId: string): Promise<{ site: SavedSite, chosen: Chosen }> {
    const site = await this.sites.one(userId, domainId, categories)
    if (site === undefined) throw new HttpError(404, 'Domain not found')
    const props: Scoped[] = (await this.properties.ofUserHosts(userId, candidateHosts(site.domain))).map((p) => ({ ...p, siteUrl: p.site_url, accountKind: p.account_kind }))
    return { site, chosen: matchProperties(props, [site]).bySite.get(site.id) ?? {} }
  }

  async propertyLists (userId: string, categories: readonly SuperCategoryValue[]): Promise<{ matched: Array<{ domainId: string, domain: string, google: PropertyShape | null, bing: PropertyShape | null }>, withoutProperty: Array<{ domainId: string, domain: string }>, notMonitored: PropertyShape[] }> {
    const { sites, m } = await this.matched(userId, categories, (await this.properties.ofUser(userId)).map((p): Scoped => ({ ...p, siteUrl: p.site_url, accountKind: p.account_kind })))
    const without = new Set(m.withoutProperty.map((d) => d.id))
    return {
      matched: sites.flatMap((s) => {
        const chosen = m.bySite.get(s.id)
        return chosen === undefined ? [] : [{ domainId: s.id, domain: s.domain, google: chosen.google === undefined ? null : toProperty(chosen.google), bing: chosen.bing === undefined ? null : toProperty(chosen.bing) }]
      }),
      withoutProperty: sites.filter((s) => without.has(s.id)).map((s) => ({ domainId: s.id, domain: s.domain })),
      notMonitored: m.notMonitored.map(toProperty)
    }
  }

  /** The whole table of the filter, sorted, with each row's 12-week trend of clicks. */
  async table (userId: string, filter: PortfolioFilter): Promise<{ through: string | null, sites: PortfolioRow[] }> {
    const { through, rows } = await this.sorted(userId, filter)
    return { through, sites: await this.complete(userId, rows) }
  }

  /**
   * One page of the table. The order needs every row's 28-day figures (summed in SQL per
   * property); the trend line and the inspection are read for the page's rows only.
   */
  async portfolio (userId: string, filter: PortfolioFilter, page: number, limit: number): Promise<{ through: string | null, total: number, sites: PortfolioRow[] }> {
    const { through, rows } = await this.sorted(userId, filter)
    return { through, total: rows.length, sites: await this.complete(userId, rows.slice((page - 1) * limit, page * limit)) }
  }

  /** The rows of the filter with their 28-day figures, in the filter's order. */
  private async sorted (userId: string, filter: PortfolioFilter): Promise<{ through: string | null, rows: Ranked[] }> {
    const { sites, m } = await this.matched(userId, filter.categories, await this.properties.leanOfUser(userId))
    const rows = sites.filter((s) => filter.category === undefined || s.category === filter.category)
      .flatMap((s) => { const c = m.bySite.get(s.id); return c === undefined ? [] : [{ site: s, chosen: c }] })
    const used = new Map<number, LeanProperty>()
    for (const r of rows) for (const p of [r.chosen.google, r.chosen.bing]) if (p !== undefined && p.final_through !== null) used.set(p.id, p)
    const byFinal = groupByFinal(used.values())
    const { now, before } = await this.sums.of(used.values(), ROLLUP_DAYS)
    const of = (p: LeanProperty | undefined): FiguresShape | null => (p === undefined || p.final_through === null ? null : figures(now.get(p.id), before.get(p.id)))
    const ranked = rows.map((r) => ({
      site: r.site,
      chosen: r.chosen,
      domain: r.site.domain,
      google: of(r.chosen.google),
      bing: of(r.chosen.bing)
    }))
    const through = byFinal.size === 0 ? null : isoOf(Math.max(...byFinal.keys()))
    return { through, rows: sortPortfolio(ranked, filter.sort ?? 'clicks') }
  }

  /** Rows as the API answers them: with the 12-week trend and the home page's latest inspection. */
  private async complete (userId: string, rows: readonly Ranked[]): Promise<PortfolioRow[]> {
    const mains = new Map<Ranked, LeanProperty>()
    for (const r of rows) {
      const main = [r.chosen.google, r.chosen.bing].find((p) => p !== undefined && p.final_through !== null)
      if (main !== undefined) mains.set(r, main)
    }
    const weekly = new Map<number, number[]>()
    for (const [f, ids] of groupByFinal(new Map([...mains.values()].map((p) => [p.id, p])).values())) {
      for (const [id, w] of await this.daily.weekly(ids, f, TREND_WEEKS)) weekly.set(id, w)
    }
    // The home page's latest URL Inspection through the Google property the site is read from.
    const pairs = rows.flatMap((r) => (r.chosen.google === undefined ? [] : [{ propertyId: r.chosen.google.id, domainId: r.site.id }]))
    const inspected = await this.inspections.ofPairs(userId, pairs)
    return rows.map((r) => {
      const main = mains.get(r)
      return {
        domainId: r.site.id,
        domain: r.site.domain,
        superCategory: r.site.superCategory,
        google: r.google,
        bing: r.bing,
        trafficDrop: [r.chosen.google, r.chosen.bing].some((p) => p?.drop_since !== null && p?.drop_since !== undefined),
        trend: main === undefined ? [] : weekly.get(main.id) ?? [],
        inspection: inspectionSummary(inspected.get(r.site.id))
      }
    })
  }

  /** Google clicks of the last 7 final days against the 7 before, over the portfolio, and the sites that lost most. */
  async summary (userId: string, categories: readonly SuperCategoryValue[]): Promise<SummaryShape> {
    const { sites, m } = await this.matched(userId, categories, await this.properties.leanOfUser(userId))
    const rows = sites.flatMap((s) => { const p = m.bySite.get(s.id)?.google; return p === undefined || p.final_through === null ? [] : [{ site: s, p }] })
    const used = new Map(rows.map((r) => [r.p.id, r.p]))
    const byFinal = groupByFinal(used.values())
    const { now: thisWeek, before: lastWeek } = await this.sums.of(used.values(), ROLLUP_WEEK_DAYS)
    // A property standing for several sites (a domain property and its subdomains) counts once.
    const counted = new Set<number>()
    let now = 0
    let before = 0
    const perSite = rows.map((r) => {
      const t = thisWeek.get(r.p.id)?.clicks ?? 0
      const l = lastWeek.get(r.p.id)?.clicks ?? 0
      if (!counted.has(r.p.id)) { counted.add(r.p.id); now += t; before += l }
      return { domainId: r.site.id, domain: r.site.domain, thisWeek: t, lastWeek: l, change: change(t, l) ?? 0 }
    })
    const losers = perSite.filter((s) => s.thisWeek < s.lastWeek)
      .sort((a, b) => (b.lastWeek - b.thisWeek) - (a.lastWeek - a.thisWeek) || a.domain.localeCompare(b.domain)).slice(0, SUMMARY_LOSERS)
    return { through: byFinal.size === 0 ? null : isoOf(Math.max(...byFinal.keys())), sites: rows.length, thisWeek: now, lastWeek: before, change: change(now, before), losers }
  }

  async series (userId: string, categories: readonly SuperCategoryValue[], domainId: string, source: Source | undefined, days: number): Promise<{ domain: string, source: Source, siteUrl: string | null, finalThrough: string | null, days: Array<{ date: string, clicks: number, impressions: number, ctr: number, position: number | null, final: boolean }> }> {
    const { site, chosen } = await this.site(userId, categories, domainId)
    const which: Source = source ?? (chosen.google !== undefined ? 'google' : 'bing')
    const p = chosen[which]
    if (p === undefined || p.read_through === null) return { domain: site.domain, source: which, siteUrl: p?.site_url ?? null, finalThrough: null, days: [] }
    const rows = await this.daily.series(p.id, p.read_through - days + 1, p.read_through)
    return {
      domain: site.domain,
      source: which,
      siteUrl: p.site_url,
      finalThrough: p.final_through === null ? null : isoOf(p.final_through),
      days: rows.map((r) => ({ date: isoOf(r.day), clicks: r.clicks, impressions: r.impressions, ctr: r.impressions > 0 ? Math.round((r.clicks / r.impressions) * 10_000) / 10_000 : 0, position: r.impressions > 0 ? r.position : null, final: p.final_through !== null && r.day <= p.final_through }))
    }
  }
}
