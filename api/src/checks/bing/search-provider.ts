// The default index provider: Bing's public results page for `site:{domain}`, fetched through
// the app's outbound client (SSRF guard, timeouts, browser-like identity) and spaced out by a
// PoliteGate so a daily batch of thousands of domains does not hammer Bing.
import { type OutboundClient, OutboundError } from '../http'
import { classifyBingPage } from './classify'
import type { PoliteGate } from './polite-gate'
import type { IndexProvider, IndexResult } from './types'

/** `${BING_SEARCH_URL}?q=site:{domain}`, keeping any query the configured URL already has. */
export function siteQueryUrl (searchUrl: string, domain: string): string {
  const url = new URL(searchUrl)
  url.searchParams.set('q', `site:${domain}`)
  return url.href
}

export class BingSearchProvider implements IndexProvider {
  constructor (
    private readonly outbound: OutboundClient,
    private readonly searchUrl: string,
    private readonly gate: PoliteGate,
    private readonly signal?: AbortSignal
  ) {}

  async check (domain: string): Promise<IndexResult> {
    await this.gate.wait()
    try {
      const res = await this.outbound.get(siteQueryUrl(this.searchUrl, domain), { signal: this.signal })
      return classifyBingPage(res, domain)
    } catch (err) {
      if (err instanceof OutboundError) return { state: 'unknown', reason: `Bing could not be reached: ${err.reason}` }
      throw err
    }
  }
}
