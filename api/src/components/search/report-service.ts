// What the API reads back: a user's properties matched to saved domains, the portfolio table
// (per site: 28-day clicks, impressions, CTR, position and change against the 28 days before)
// and one site's daily series. Only the caller's own accounts and saved domains, in the super
// categories the caller may see (the dating scope stays closed without its access).
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { SearchDailyRepository, type Totals } from './daily-repository'
import { isoOf } from './days'
import { matchProperties, type Source, sourceOf } from './matching'
import { READABLE_PERMISSIONS, SearchPropertyRepository, type UserPropertyRow } from './property-repository'
import { SearchInspectionRepository } from './inspection-repository'
import { inspectionSummary } from './inspection-shapes'
import type { FiguresShape, InspectionSummaryShape, PropertyShape } from './schemas'
import { type SavedSite, SavedSiteRepository } from './site-repository'

export type Scoped = UserPropertyRow & { siteUrl: string, accountKind: UserPropertyRow['account_kind'] }

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

  constructor (db: Kysely<Database>) {
    this.properties = new SearchPropertyRepository(db)
    this.sites = new SavedSiteRepository(db)
    this.daily = new SearchDailyRepository(db)
    this.inspections = new SearchInspectionRepository(db)
  }

  /** The caller's saved domains in the categories given, and the matching over all of them. */
  async matched (userId: string, categories: readonly SuperCategoryValue[]): Promise<{ sites: SavedSite[], m: ReturnType<typeof matchProperties<Scoped, SavedSite>> }> {
    const props: Scoped[] = (await this.properties.ofUser(userId)).map((p) => ({ ...p, siteUrl: p.site_url, accountKind: p.account_kind }))
    // Matching runs over every saved domain, so a property standing for a hidden site is not
    // shown as "not monitored" either.
    const all = await this.sites.ofUser(userId)
    const m = matchProperties(props, all)
    const visible = new Set(categories)
    return { sites: all.filter((s) => visible.has(s.superCategory)), m }
  }

  async propertyLists (userId: string, categories: readonly SuperCategoryValue[]): Promise<{ matched: Array<{ domainId: string, domain: string, google: PropertyShape | null, bing: PropertyShape | null }>, withoutProperty: Array<{ domainId: string, domain: string }>, notMonitored: PropertyShape[] }> {
    const { sites, m } = await this.matched(userId, categories)
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

  async portfolio (userId: string, categories: readonly SuperCategoryValue[], page: number, limit: number): Promise<{ through: string | null, total: number, sites: Array<{ domainId: string, domain: string, superCategory: string, google: FiguresShape | null, bing: FiguresShape | null, trafficDrop: boolean, inspection: InspectionSummaryShape | null }> }> {
    const { sites, m } = await this.matched(userId, categories)
    const rows = sites.flatMap((s) => { const c = m.bySite.get(s.id); return c === undefined ? [] : [{ site: s, chosen: c }] })
    const used = new Map<number, Scoped>()
    for (const r of rows) for (const p of [r.chosen.google, r.chosen.bing]) if (p !== undefined && p.final_through !== null) used.set(p.id, p)
    const byFinal = new Map<number, number[]>()
    for (const p of used.values()) byFinal.set(p.final_through!, [...(byFinal.get(p.final_through!) ?? []), p.id])
    const now = new Map<number, Totals>()
    const before = new Map<number, Totals>()
    for (const [f, ids] of byFinal) {
      for (const [id, t] of await this.daily.totals(ids, f - 27, f)) now.set(id, t)
      for (const [id, t] of await this.daily.totals(ids, f - 55, f - 28)) before.set(id, t)
    }
    const of = (p: Scoped | undefined): FiguresShape | null => (p === undefined || p.final_through === null ? null : figures(now.get(p.id), before.get(p.id)))
    const table = rows.map((r) => ({
      domainId: r.site.id,
      domain: r.site.domain,
      superCategory: r.site.superCategory,
      google: of(r.chosen.google),
      bing: of(r.chosen.bing),
      trafficDrop: [r.chosen.google, r.chosen.bing].some((p) => p?.drop_since !== null && p?.drop_since !== undefined)
    })).sort((a, b) => (b.google?.clicks ?? b.bing?.clicks ?? 0) - (a.google?.clicks ?? a.bing?.clicks ?? 0) || a.domain.localeCompare(b.domain))
    const through = byFinal.size === 0 ? null : isoOf(Math.max(...byFinal.keys()))
    const shown = table.slice((page - 1) * limit, page * limit)
    const googleOf = new Map(rows.map((r) => [r.site.id, r.chosen.google]))
    const pairs = shown.flatMap((s) => { const g = googleOf.get(s.domainId); return g === undefined ? [] : [{ propertyId: g.id, domainId: s.domainId }] })
    const inspected = await this.inspections.ofPairs(userId, pairs)
    return { through, total: table.length, sites: shown.map((s) => ({ ...s, inspection: inspectionSummary(inspected.get(s.domainId)) })) }
  }

  async series (userId: string, categories: readonly SuperCategoryValue[], domainId: string, source: Source | undefined, days: number): Promise<{ domain: string, source: Source, siteUrl: string | null, finalThrough: string | null, days: Array<{ date: string, clicks: number, impressions: number, ctr: number, position: number | null, final: boolean }> }> {
    const { sites, m } = await this.matched(userId, categories)
    const site = sites.find((s) => s.id === domainId)
    if (site === undefined) throw new HttpError(404, 'Domain not found')
    const chosen = m.bySite.get(site.id) ?? {}
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
