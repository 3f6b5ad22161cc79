// Bing Webmaster Tools' JSON API: GetUserSites lists the sites (verified ones are readable),
// GetRankAndTrafficStats a site's daily clicks and impressions (about six months, no range
// asked: the days outside from..to are dropped). The API key goes in the query (?apikey=),
// as Bing requires; errors come as { ErrorCode, Message }.
import { jsonOf, SearchError } from '../jobs/search-http'
import { dayOfMs } from '../days'
import { count, type DayFigures, propertyHost, type PropertyFacts, type SearchCall, type SearchProvider } from './provider'

const LABEL = 'Bing Webmaster Tools'

function url (call: SearchCall, method: string, params: Record<string, string> = {}): string {
  return `${call.settings.bingApiUrl}/${method}?${new URLSearchParams({ ...params, apikey: call.apiKey ?? '' }).toString()}`
}

function check (status: number, body: unknown): void {
  if (status === 200) return
  const b = body as { ErrorCode?: unknown, Message?: unknown } | null
  const message = typeof b?.Message === 'string' ? b.Message.slice(0, 200) : `HTTP ${status}`
  if (/InvalidApiKey/i.test(message) || status === 401) throw new SearchError('bad-key', `${LABEL} refused the API key (${message})`)
  if (/NotAuthorized/i.test(message) || status === 403) throw new SearchError('forbidden', `${LABEL} refused access (${message})`)
  throw new SearchError('error', `${LABEL} answered HTTP ${status} (${message})`)
}

/** "/Date(1732060800000)/" or "/Date(1732060800000-0800)/" → day number. */
function bingDay (value: unknown): number | null {
  const m = typeof value === 'string' ? /\/Date\((-?\d+)/.exec(value) : null
  return m === null ? null : dayOfMs(Number(m[1]))
}

export const bing: SearchProvider = {
  // GetRankAndTrafficStats has no range: every read gets all Bing keeps.
  backfillChunkDays: null,

  async listProperties (call: SearchCall): Promise<PropertyFacts[]> {
    const res = await call.http.get(url(call, 'GetUserSites'), {})
    const body = jsonOf(res, LABEL)
    check(res.status, body)
    const sites = (body as { d?: unknown }).d
    const out: PropertyFacts[] = []
    for (const s of Array.isArray(sites) ? sites as Array<Record<string, unknown>> : []) {
      if (typeof s.Url !== 'string') continue
      const where = propertyHost(s.Url)
      if (where === null) continue
      const verified = s.IsVerified === true
      out.push({ siteUrl: s.Url, ...where, permission: verified ? 'verified' : 'unverified', readable: verified })
    }
    return out
  },

  async daily (call: SearchCall, siteUrl: string, from: number, to: number): Promise<DayFigures[]> {
    const res = await call.http.get(url(call, 'GetRankAndTrafficStats', { siteUrl }), {})
    const body = jsonOf(res, LABEL)
    check(res.status, body)
    const rows = (body as { d?: unknown }).d
    const byDay = new Map<number, DayFigures>()
    for (const r of Array.isArray(rows) ? rows as Array<Record<string, unknown>> : []) {
      const day = bingDay(r.Date)
      if (day === null || day < from || day > to) continue
      const position = typeof r.AvgImpressionPosition === 'number' && r.AvgImpressionPosition > 0 ? r.AvgImpressionPosition : 0
      byDay.set(day, { day, clicks: count(r.Clicks), impressions: count(r.Impressions), position })
    }
    return [...byDay.values()]
  }
}
