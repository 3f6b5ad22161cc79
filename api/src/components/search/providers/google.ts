// Google Search Console: GET {api}/sites lists the properties with the user's permission;
// POST {api}/sites/{site}/searchAnalytics/query with dimensions ['date'] and dataState 'all'
// gives one row per day (fresh days included) of the range asked. Ranges are kept to 90 days:
// Search Analytics counts a query's cost by the data it spans, so a 16-month query is what
// its load quota punishes; the history is read backwards in such steps.
import { jsonOf, SearchError } from '../jobs/search-http'
import { dayOf, isoOf } from '../days'
import { count, type DayFigures, propertyHost, type PropertyFacts, type SearchCall, type SearchProvider } from './provider'

const LABEL = 'Google Search Console'
const READABLE = new Set(['siteOwner', 'siteFullUser', 'siteRestrictedUser'])

/** What a refusal of any Search Console call means: a bad token, a lost permission, or another error. */
export function refused (status: number, body: unknown): SearchError {
  const error = (body as { error?: { message?: unknown, status?: unknown } } | null)?.error
  const said = typeof error?.message === 'string' ? `: ${error.message.slice(0, 200)}` : ''
  if (status === 401) return new SearchError('bad-key', `${LABEL} refused the access token (HTTP 401${said})`)
  if (status === 403) return new SearchError('forbidden', `${LABEL} refused access (HTTP 403${said})`)
  return new SearchError('error', `${LABEL} answered HTTP ${status}${said}`)
}

export const google: SearchProvider = {
  backfillChunkDays: 90,

  async listProperties (call: SearchCall): Promise<PropertyFacts[]> {
    const res = await call.http.get(`${call.settings.googleApiUrl}/sites`, call.auth)
    const body = jsonOf(res, LABEL)
    if (res.status !== 200) {
      const err = refused(res.status, body)
      throw err.status === 'forbidden' ? new SearchError('bad-key', `${err.message}: is the Search Console API enabled for the project?`) : err
    }
    const entries = (body as { siteEntry?: unknown }).siteEntry
    const out: PropertyFacts[] = []
    for (const e of Array.isArray(entries) ? entries as Array<Record<string, unknown>> : []) {
      if (typeof e.siteUrl !== 'string') continue
      const where = propertyHost(e.siteUrl)
      if (where === null) continue
      const permission = typeof e.permissionLevel === 'string' ? e.permissionLevel : 'unknown'
      out.push({ siteUrl: e.siteUrl, ...where, permission, readable: READABLE.has(permission) })
    }
    return out
  },

  async daily (call: SearchCall, siteUrl: string, from: number, to: number): Promise<DayFigures[]> {
    const body = JSON.stringify({ startDate: isoOf(from), endDate: isoOf(to), dimensions: ['date'], dataState: 'all', rowLimit: 25_000 })
    const res = await call.http.post(`${call.settings.googleApiUrl}/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`, body, call.auth)
    const answer = jsonOf(res, LABEL)
    if (res.status !== 200) throw refused(res.status, answer)
    const rows = (answer as { rows?: unknown }).rows
    const out: DayFigures[] = []
    for (const r of Array.isArray(rows) ? rows as Array<Record<string, unknown>> : []) {
      const key = Array.isArray(r.keys) && typeof r.keys[0] === 'string' ? r.keys[0] : ''
      const day = dayOf(key)
      if (day === null || day < from || day > to) continue
      out.push({ day, clicks: count(r.clicks), impressions: count(r.impressions), position: typeof r.position === 'number' && r.position > 0 ? r.position : 0 })
    }
    return out
  }
}
