// Google's index reports of one property: URL Inspection (POST {inspection}/urlInspection/
// index:inspect with { inspectionUrl, siteUrl }: the verdict, coverage, last crawl, both
// canonicals, robots.txt and fetch states of one URL) and the sitemaps Search Console knows
// (GET {api}/sites/{site}/sitemaps; errors and warnings come as int64 strings). Bing has
// neither, so these are Google's only.
import type { InspectionResult } from '../inspection-repository'
import { jsonOf, SearchError } from '../jobs/search-http'
import type { SitemapFacts } from '../sitemap-repository'
import type { InspectionVerdict } from '../tables'
import { refused } from './google'
import { count, type SearchCall } from './provider'

const LABEL = 'Google Search Console'
const VERDICTS = new Set<string>(['PASS', 'PARTIAL', 'FAIL', 'NEUTRAL', 'VERDICT_UNSPECIFIED'])
/** A property lists a few sitemaps; beyond this many the rest is not kept. */
export const MAX_SITEMAPS = 500
const MAX_TEXT = 2000

function text (value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_TEXT) : null
}

function int64 (value: unknown): number {
  return count(typeof value === 'string' ? Number(value) : value)
}

export async function inspectUrl (call: SearchCall, siteUrl: string, inspectionUrl: string): Promise<InspectionResult> {
  const res = await call.http.post(`${call.settings.googleInspectionUrl}/urlInspection/index:inspect`, JSON.stringify({ inspectionUrl, siteUrl }), call.auth)
  const body = jsonOf(res, LABEL)
  if (res.status !== 200) throw refused(res.status, body)
  const r = (body as { inspectionResult?: { indexStatusResult?: Record<string, unknown> } } | null)?.inspectionResult?.indexStatusResult
  if (r === undefined || r === null || typeof r !== 'object') throw new SearchError('error', `${LABEL} answered the URL inspection without an index status`)
  const verdict = typeof r.verdict === 'string' && VERDICTS.has(r.verdict) ? r.verdict as InspectionVerdict : 'VERDICT_UNSPECIFIED'
  return {
    verdict,
    coverageState: text(r.coverageState),
    lastCrawlAt: text(r.lastCrawlTime),
    googleCanonical: text(r.googleCanonical),
    userCanonical: text(r.userCanonical),
    robotsTxtState: text(r.robotsTxtState),
    pageFetchState: text(r.pageFetchState),
    indexingState: text(r.indexingState)
  }
}

export async function listSitemaps (call: SearchCall, siteUrl: string): Promise<SitemapFacts[]> {
  const res = await call.http.get(`${call.settings.googleApiUrl}/sites/${encodeURIComponent(siteUrl)}/sitemaps`, call.auth)
  const body = jsonOf(res, LABEL)
  if (res.status !== 200) throw refused(res.status, body)
  const list = (body as { sitemap?: unknown } | null)?.sitemap
  const out = new Map<string, SitemapFacts>()
  for (const s of Array.isArray(list) ? list as Array<Record<string, unknown>> : []) {
    const path = text(s.path)
    if (path === null || out.has(path)) continue
    out.set(path, {
      path,
      type: text(s.type),
      lastSubmitted: text(s.lastSubmitted),
      lastDownloaded: text(s.lastDownloaded),
      isPending: s.isPending === true,
      isIndex: s.isSitemapsIndex === true,
      errors: int64(s.errors),
      warnings: int64(s.warnings)
    })
    if (out.size >= MAX_SITEMAPS) break
  }
  return [...out.values()]
}
