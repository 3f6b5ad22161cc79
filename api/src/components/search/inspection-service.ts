// A site's index status as the API shows it: the latest URL Inspection of its home page through
// the Google property standing for it, and that property's sitemaps. Only the caller's own saved
// domains, in the super categories the caller may see; another user's site is not found.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { requestPacing } from '../../platform/jobs/pacer'
import { CheckDeferred } from '../../platform/jobs/types'
import type { OutboundClient } from '../../platform/outbound'
import { SearchAccountRepository } from './account-repository'
import { inspectSite } from './jobs/inspect-site'
import { SearchInspectionRepository } from './inspection-repository'
import { homePage, inspectionOf, sitemapOf } from './inspection-shapes'
import { READABLE_PERMISSIONS } from './property-repository'
import { type Scoped, SearchReportService } from './report-service'
import type { InspectionResponseShape } from './schemas'
import type { SavedSite } from './site-repository'
import { SearchSitemapRepository } from './sitemap-repository'

export type InspectionView = Omit<InspectionResponseShape, 'success'>

export const INSPECTION_MESSAGES = {
  noProperty: 'No Google Search Console property with access stands for this site: add the site to Search Console, or connect the account that has it',
  quotaSpent: (perDay: number) => `The property's URL Inspection quota for today (${perDay.toLocaleString('en-US')} calls) is spent: the inspection runs tomorrow`,
  slowDown: (seconds: number) => `Google asked to slow down: the inspection runs again in ${seconds} s`
}

/** An inspection asked for on demand gives up after this long (the answer says so). */
const INSPECT_TIMEOUT_MS = 30_000

export class SearchInspectionService {
  private readonly reports: SearchReportService
  private readonly inspections: SearchInspectionRepository
  private readonly sitemaps: SearchSitemapRepository

  constructor (private readonly db: Kysely<Database>, private readonly config: AppConfig, private readonly client: OutboundClient, private readonly now: () => Date) {
    this.reports = new SearchReportService(db)
    this.inspections = new SearchInspectionRepository(db)
    this.sitemaps = new SearchSitemapRepository(db)
  }

  /** The caller's saved domain and the Google property standing for it (404 when not the caller's or hidden). */
  async target (userId: string, categories: readonly SuperCategoryValue[], domainId: string): Promise<{ site: SavedSite, property: Scoped | undefined }> {
    const { site, chosen } = await this.reports.site(userId, categories, domainId)
    return { site, property: chosen.google }
  }

  async view (userId: string, categories: readonly SuperCategoryValue[], domainId: string): Promise<InspectionView> {
    const { site, property } = await this.target(userId, categories, domainId)
    return await this.viewOf(site, property)
  }

  async viewOf (site: SavedSite, property: Scoped | undefined): Promise<InspectionView> {
    if (property === undefined) return { domain: site.domain, siteUrl: null, inspection: null, lastError: null, nextInspectionAt: null, sitemapsReadAt: null, sitemaps: [] }
    const row = await this.inspections.find(property.id, site.id)
    const sitemaps = property.sitemaps_read_at === null ? [] : await this.sitemaps.ofProperty(property.id)
    return {
      domain: site.domain,
      siteUrl: property.site_url,
      inspection: inspectionOf(row),
      lastError: row?.error ?? null,
      nextInspectionAt: row?.due_at ?? null,
      sitemapsReadAt: property.sitemaps_read_at,
      sitemaps: sitemaps.map(sitemapOf)
    }
  }

  /**
   * Inspects the site's home page now, on the property's own turns and quota, and answers with
   * the result. A 429 or a spent quota is a 429 answer saying when the inspection runs (it
   * stays due, so the search-inspection check takes it then).
   */
  async inspectNow (userId: string, categories: readonly SuperCategoryValue[], domainId: string): Promise<InspectionView> {
    const { site, property } = await this.target(userId, categories, domainId)
    if (property === undefined || property.access_lost_at !== null || !READABLE_PERMISSIONS.includes(property.permission)) throw new HttpError(409, INSPECTION_MESSAGES.noProperty)
    const account = await new SearchAccountRepository(this.db).find(property.account_id)
    if (account === undefined || account.user_id !== userId) throw new HttpError(404, 'Domain not found')
    const env = { ...requestPacing(this.db, this.client, INSPECT_TIMEOUT_MS), db: this.db, config: this.config, now: this.now }
    const url = homePage(property, site.domain)
    await this.inspections.ensure(userId, { propertyId: property.id, domainId: site.id, url }, this.now().toISOString())
    // Due from now on: if Google makes it wait, the check takes it once the wait is over.
    await this.inspections.request(property.id, site.id, this.now().toISOString())
    try {
      const outcome = await inspectSite(env, { propertyId: property.id, siteUrl: property.site_url, domainId: site.id, domain: site.domain, url, account })
      if (outcome === 'quota-spent') throw new HttpError(429, INSPECTION_MESSAGES.quotaSpent(this.config.search.inspectPerDay))
    } catch (err) {
      if (err instanceof CheckDeferred) throw new HttpError(429, INSPECTION_MESSAGES.slowDown(Math.max(1, Math.ceil(err.delayMs / 1000))))
      throw err
    }
    // The inspection changed neither the property's address nor its sitemaps: the one found above serves.
    return await this.viewOf(site, property)
  }
}
