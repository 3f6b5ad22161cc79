// The search APIs' fakes of the api tests (api/test/farm/sites/search-apis.ts) at bench size,
// for the search-sync scenario, served by the bench farm's own process: `properties` Search
// Console properties (sc-domain:gsc-000000.example, …) seen by one service account, their daily
// figures generated from the site and the day when asked (nothing stored: 50,000 × 16 months
// would not fit), Search Analytics limited to `limitPerSecond` queries in any second per
// identity (429 with Retry-After: 1 beyond), as Google limits queries per user, and URL
// Inspection to `inspectPerMinute` calls in any minute (Google's per-project quota, 429 beyond).
// The time of every Search Analytics query, sitemaps list and inspection is kept (refused ones
// included) for the busiest second and minute, and the inspections per property.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { FarmSite } from '../../api/test/farm'
import { type FakeDay, type FakeSite, fakeSearchApis } from '../../api/test/farm/sites/search-apis'
import { send } from '../../api/test/farm/kit'
import { isoOf } from '../../api/src/components/search/days'

export const SEARCH_BENCH_EMAIL = 'bench-reader@fleet-bench.iam.gserviceaccount.com'
export const searchPropertyHost = (i: number): string => `gsc-${String(i).padStart(6, '0')}.example`
export const SEARCH_HOSTS = ['oauth2.googleapis.com', 'www.googleapis.com', 'searchconsole.googleapis.com', 'ssl.bing.com']

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
  /** Epoch ms of every Search Analytics query, sitemaps list and URL Inspection call, accepted or refused. */
  times: { query: number[], sitemaps: number[], inspect: number[] }
  refused: { query: number, inspect: number }
  /** Requests by kind: token, sites, sitemaps, query, inspect. */
  byKind: Record<string, number>
  /** The most URL Inspection calls one property received. */
  inspectionsPerPropertyMax: number
}

/** Timestamps of the last `ms`, counted as they come. */
function slidingWindow (ms: number): (now: number) => number {
  const times: number[] = []
  let head = 0
  return (now) => {
    times.push(now)
    while (times[head] <= now - ms) head++
    if (head > 10_000) { times.splice(0, head); head = 0 }
    return times.length - head
  }
}

export function benchSearchFakes (properties: number, publicPem: string, limitPerSecond: number, inspectPerMinute: number): { sites: FarmSite[], stats: () => SearchFakeStats } {
  const f = fakeSearchApis()
  f.serviceKeys.set(SEARCH_BENCH_EMAIL, publicPem)
  const listed: FakeSite[] = Array.from({ length: properties }, (_, i) => ({ siteUrl: `sc-domain:${searchPropertyHost(i)}`, permissionLevel: 'siteOwner' }))
  f.google.set(SEARCH_BENCH_EMAIL, listed)
  f.days = new GeneratedDays()
  const times: SearchFakeStats['times'] = { query: [], sitemaps: [], inspect: [] }
  const refused = { query: 0, inspect: 0 }
  const querySecond = slidingWindow(1000)
  const inspectMinute = slidingWindow(60_000)
  const perProperty = new Map<string, number>()
  const byKind: Record<string, number> = {}
  const quota = (req: IncomingMessage, res: ServerResponse, message: string): void => {
    req.resume()
    send(req, res, JSON.stringify({ error: { code: 429, message, status: 'RESOURCE_EXHAUSTED' } }), { status: 429, type: 'application/json', headers: { 'retry-after': '1' } })
  }
  const sites = f.sites.map((site): FarmSite => ({
    ...site,
    handle: async (req, res, ctx) => {
      const path = req.url ?? '/'
      const kind = path.endsWith('/searchAnalytics/query') ? 'query' : path.endsWith('/sitemaps') ? 'sitemaps' : path.endsWith(':inspect') ? 'inspect' : path.endsWith('/sites') ? 'sites' : path.startsWith('/token') ? 'token' : 'other'
      byKind[kind] = (byKind[kind] ?? 0) + 1
      // The request log would hold 50,000 bodies: the bench keeps its own counts instead.
      f.requests.length = 0
      const now = Date.now()
      if (kind === 'query') {
        times.query.push(now)
        if (querySecond(now) > limitPerSecond) { refused.query++; quota(req, res, 'Quota exceeded for quota metric \'Queries\''); return }
      } else if (kind === 'sitemaps') {
        // Google's "all other resources": 200 a minute and 20 a second per user; counted, not refused.
        times.sitemaps.push(now)
      } else if (kind === 'inspect') {
        times.inspect.push(now)
        if (inspectMinute(now) > inspectPerMinute) { refused.inspect++; quota(req, res, 'Quota exceeded for quota metric \'URL Inspection requests\''); return }
        const body: Buffer[] = []
        for await (const chunk of req) body.push(chunk as Buffer)
        const text = Buffer.concat(body).toString('utf8')
        const siteUrl = String((JSON.parse(text) as { siteUrl?: unknown }).siteUrl ?? '')
        perProperty.set(siteUrl, (perProperty.get(siteUrl) ?? 0) + 1)
        // The fake reads the body itself: hand it a request that replays it.
        const replay = Object.assign(Readable.from([Buffer.from(text)]), { method: req.method, url: req.url, headers: req.headers, socket: req.socket }) as unknown as IncomingMessage
        await site.handle(replay, res, ctx)
        return
      }
      await site.handle(req, res, ctx)
    }
  }))
  return { sites, stats: () => ({ times, refused, byKind, inspectionsPerPropertyMax: [...perProperty.values()].reduce((a, b) => Math.max(a, b), 0) }) }
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
