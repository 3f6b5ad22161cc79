// THE interface both search APIs implement (Google Search Console, Bing Webmaster): list an
// account's properties, read one property's daily figures. The sync (../jobs) owns tokens,
// pacing, storage and events; a provider knows its API's requests and answers.
import type { SearchSettings } from '../settings'
import type { SearchHttp } from '../jobs/search-http'

export interface PropertyFacts {
  siteUrl: string
  kind: 'domain' | 'url-prefix'
  /** Lower case, no trailing dot. */
  host: string
  permission: string
  /** Full or restricted access: the figures can be read. */
  readable: boolean
}

export interface DayFigures {
  day: number
  clicks: number
  impressions: number
  /** Average position (1 = top). */
  position: number
}

export interface SearchCall {
  http: SearchHttp
  settings: SearchSettings
  /** Headers that authenticate (Google: the bearer token); Bing's key goes in the query. */
  auth: Record<string, string>
  apiKey?: string
}

export interface SearchProvider {
  /**
   * A first read takes this many days (the newest), and the rest of the history is read
   * backwards in steps of this many; null when the API gives its whole history in one answer.
   */
  backfillChunkDays: number | null
  listProperties: (call: SearchCall) => Promise<PropertyFacts[]>
  /** Days from..to (day numbers, inclusive). Throws SearchError('forbidden') when access is gone. */
  daily: (call: SearchCall, siteUrl: string, from: number, to: number) => Promise<DayFigures[]>
}

/** The host a property covers: "sc-domain:example.com" → example.com, "https://www.example.com/" → www.example.com. */
export function propertyHost (siteUrl: string): { kind: 'domain' | 'url-prefix', host: string } | null {
  if (siteUrl.startsWith('sc-domain:')) {
    const host = siteUrl.slice('sc-domain:'.length).trim().toLowerCase().replace(/\.$/, '')
    return host === '' ? null : { kind: 'domain', host }
  }
  try {
    const url = new URL(siteUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return { kind: 'url-prefix', host: url.hostname.toLowerCase().replace(/\.$/, '') }
  } catch {
    return null
  }
}

export function count (value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0
}
