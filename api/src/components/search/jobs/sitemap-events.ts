// sitemap-errors: Google found errors in a sitemap of a property that had none in it at the
// read before (its errors went from 0 to more), or in a sitemap that is new since then. One
// event per property and read, naming the sitemaps. Silent on the property's first read of
// its sitemaps and before the account's first sync ended: that read only learns the state.
import type { NewEvent } from '../../events'
import type { SitemapFacts, SitemapRow } from '../sitemap-repository'

const LISTED = 20

export function sitemapEvents (input: { userId: string, propertyId: number, siteUrl: string, host: string, baselineDone: boolean, firstRead: boolean }, before: readonly SitemapRow[], after: readonly SitemapFacts[], at: string): NewEvent[] {
  if (!input.baselineDone || input.firstRead) return []
  const had = new Map(before.map((s) => [s.path, Number(s.errors)]))
  const started = after.filter((s) => s.errors > 0 && (had.get(s.path) ?? 0) === 0)
  if (started.length === 0) return []
  return [{
    userId: input.userId,
    kind: 'sitemap-errors',
    occurredAt: at,
    domain: input.host,
    data: { property: input.siteUrl, count: started.length, sitemaps: started.slice(0, LISTED).map((s) => ({ path: s.path, errors: s.errors, warnings: s.warnings, isNew: !had.has(s.path) })) },
    dedupeKey: `sitemap-errors:${input.propertyId}:${at}`
  }]
}
