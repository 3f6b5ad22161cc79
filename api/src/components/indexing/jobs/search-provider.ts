// The default index provider: Bing's public results page for `site:{domain}`, fetched through
// the app's outbound client (SSRF guard, timeouts, browser-like identity). The caller paces the
// queries (beforeQuery: the Bing check's turn, shared by every worker).
import { type OutboundClient, OutboundError } from '../../../platform/outbound'
import { classifyBingPage } from './classify'
import type { IndexProvider, IndexQueryOptions, IndexResult } from './types'

/** `${BING_SEARCH_URL}?q=site:{domain}`, keeping any query the configured URL already has. */
export function siteQueryUrl (searchUrl: string, domain: string): string {
  const url = new URL(searchUrl)
  url.searchParams.set('q', `site:${domain}`)
  return url.href
}

export class BingSearchProvider implements IndexProvider {
  constructor (private readonly outbound: OutboundClient, private readonly searchUrl: string) {}

  async check (domain: string, options: IndexQueryOptions = {}): Promise<IndexResult> {
    await options.beforeQuery?.()
    try {
      const res = await this.outbound.get(siteQueryUrl(this.searchUrl, domain), { signal: options.signal })
      return classifyBingPage(res, domain)
    } catch (err) {
      if (err instanceof OutboundError) return { state: 'unknown', reason: `Bing could not be reached: ${err.reason}` }
      throw err
    }
  }
}
