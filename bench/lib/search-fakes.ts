// The search APIs' fakes of the api tests (api/test/farm/sites/search-apis.ts) at bench size,
// for the search-sync scenario, served by the bench farm's own process: `properties` Search
// Console properties (sc-domain:gsc-000000.example, …) seen by one service account, their daily
// figures generated from the site and the day when asked (nothing stored: 50,000 × 16 months
// would not fit), and Search Analytics limited to `limitPerSecond` queries in any second per
// identity (429 with Retry-After: 1 beyond), as Google limits queries per user. Every Search
// Analytics query's time is kept (refused ones included) for the busiest second and minute.
import type { FarmSite } from '../../api/test/farm'
import { type FakeDay, type FakeSite, fakeSearchApis } from '../../api/test/farm/sites/search-apis'
import { send } from '../../api/test/farm/kit'
import { isoOf } from '../../api/src/components/search/days'

export const SEARCH_BENCH_EMAIL = 'bench-reader@fleet-bench.iam.gserviceaccount.com'
export const searchPropertyHost = (i: number): string => `gsc-${String(i).padStart(6, '0')}.example`
export const SEARCH_HOSTS = ['oauth2.googleapis.com', 'www.googleapis.com', 'ssl.bing.com']

/** Days served, back from today (16 months and a margin). */
const SERVED_DAYS = 500
const DAY_MS = 86_400_000
const EPOCH = Date.UTC(2000, 0, 1)

/** A site's figures of a day: plausible and deterministic (a cheap hash of the two). */
export function benchDay (siteUrl: string, day: number): FakeDay {
  let h = day * 2_654_435_761
  for (let i = 0; i < siteUrl.length; i++) h = Math.imul(h ^ siteUrl.charCodeAt(i), 16_777_619)
  h >>>= 0
  const clicks = h % 240
  return { clicks, impressions: clicks * 12 + (h >>> 8) % 900, position: 1 + ((h >>> 16) % 300) / 10 }
}

/** Days generated on read: rowsOf() in the fake asks a property's Map and filters it by range. */
class GeneratedDays extends Map<string, Map<string, FakeDay>> {
  override get (siteUrl: string): Map<string, FakeDay> {
    const today = Math.floor((Date.now() - EPOCH) / DAY_MS)
    const days = new Map<string, FakeDay>()
    for (let d = today - SERVED_DAYS; d <= today; d++) days.set(isoOf(d), benchDay(siteUrl, d))
    return days
  }
}

export interface SearchFakeStats {
  /** Epoch ms of every Search Analytics query, accepted or refused. */
  queries: number[]
  refused: number
  /** Requests by path kind: token, sites, query. */
  byKind: Record<string, number>
}

export function benchSearchFakes (properties: number, publicPem: string, limitPerSecond: number): { sites: FarmSite[], stats: () => SearchFakeStats } {
  const f = fakeSearchApis()
  f.serviceKeys.set(SEARCH_BENCH_EMAIL, publicPem)
  const listed: FakeSite[] = Array.from({ length: properties }, (_, i) => ({ siteUrl: `sc-domain:${searchPropertyHost(i)}`, permissionLevel: 'siteOwner' }))
  f.google.set(SEARCH_BENCH_EMAIL, listed)
  f.days = new GeneratedDays()
  const queries: number[] = []
  const window: number[] = []
  let refused = 0
  const byKind: Record<string, number> = {}
  const sites = f.sites.map((site): FarmSite => ({
    ...site,
    handle: async (req, res, ctx) => {
      const path = req.url ?? '/'
      const kind = path.endsWith('/searchAnalytics/query') ? 'query' : path.endsWith('/sites') ? 'sites' : path.startsWith('/token') ? 'token' : 'other'
      byKind[kind] = (byKind[kind] ?? 0) + 1
      // The request log would hold 50,000 bodies: the bench keeps its own counts instead.
      f.requests.length = 0
      if (kind === 'query') {
        const now = Date.now()
        queries.push(now)
        window.push(now)
        while (window.length > 0 && window[0] <= now - 1000) window.shift()
        if (window.length > limitPerSecond) {
          refused++
          req.resume()
          send(req, res, JSON.stringify({ error: { code: 429, message: 'Quota exceeded for quota metric \'Queries\'', status: 'RESOURCE_EXHAUSTED' } }), { status: 429, type: 'application/json', headers: { 'retry-after': '1' } })
          return
        }
      }
      await site.handle(req, res, ctx)
    }
  }))
  return { sites, stats: () => ({ queries, refused, byKind }) }
}

/** The most timestamps in any window of `ms` (sliding), over sorted epoch-ms times. */
export function busiestWindow (sorted: readonly number[], ms: number): number {
  let best = 0
  let start = 0
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end] - sorted[start] >= ms) start++
    best = Math.max(best, end - start + 1)
  }
  return best
}
