// What the API says of an inspection and a sitemap, from their rows; and the home page a
// property is asked about for a saved domain.
import type { InspectionRow } from './inspection-repository'
import type { InspectionShape, InspectionSummaryShape, SitemapShape } from './schemas'
import type { SitemapRow } from './sitemap-repository'

/** Both known and different: Google indexes another URL than the one the page names. */
export function canonicalMismatch (google: string | null, user: string | null): boolean {
  return google !== null && user !== null && google !== '' && user !== '' && google !== user
}

/**
 * The home page inspected for a saved domain: a URL-prefix property's own address (it is the
 * domain's home page, or its www. twin's), else https://<domain>/ inside a domain property.
 */
export function homePage (property: { kind: 'domain' | 'url-prefix', site_url: string }, domain: string): string {
  return property.kind === 'url-prefix' ? property.site_url : `https://${domain}/`
}

export function inspectionSummary (row: InspectionRow | undefined): InspectionSummaryShape | null {
  if (row === undefined || row.verdict === null || row.inspected_at === null) return null
  return { verdict: row.verdict, coverageState: row.coverage_state, lastCrawlAt: row.last_crawl_at, inspectedAt: row.inspected_at }
}

export function inspectionOf (row: InspectionRow | undefined): InspectionShape | null {
  if (row === undefined || row.verdict === null || row.inspected_at === null) return null
  return {
    url: row.url,
    verdict: row.verdict,
    coverageState: row.coverage_state,
    lastCrawlAt: row.last_crawl_at,
    googleCanonical: row.google_canonical,
    userCanonical: row.user_canonical,
    canonicalMismatch: canonicalMismatch(row.google_canonical, row.user_canonical),
    robotsTxtState: row.robots_txt_state,
    pageFetchState: row.page_fetch_state,
    indexingState: row.indexing_state,
    inspectedAt: row.inspected_at
  }
}

export function sitemapOf (row: SitemapRow): SitemapShape {
  return {
    path: row.path,
    type: row.type,
    lastSubmitted: row.last_submitted,
    lastDownloaded: row.last_downloaded,
    isPending: Number(row.is_pending) === 1,
    isIndex: Number(row.is_index) === 1,
    errors: Number(row.errors),
    warnings: Number(row.warnings),
    readAt: row.read_at
  }
}
