// Chooses the index provider from BING_PROVIDER. Adding the Bing Webmaster Tools provider
// (GetUrlInfo per verified site, needs an API key) means: a class implementing IndexProvider,
// a name in BING_PROVIDERS (settings.ts) and a case here; nothing else changes.
import type { OutboundClient } from '../../../platform/outbound'
import { BingSearchProvider } from './search-provider'
import type { BingSettings } from '../settings'
import { SharedResultProvider } from './shared-results'
import type { IndexProvider } from './types'

/** Answers for one name are reused for this long (same name saved by several users). */
export const SHARED_RESULT_TTL_MS = 5 * 60_000

export interface ProviderDeps {
  outbound: OutboundClient
  searchUrl: string
  settings: BingSettings
}

export function createIndexProvider ({ outbound, searchUrl, settings }: ProviderDeps): IndexProvider {
  switch (settings.provider) {
    case 'search':
      return new SharedResultProvider(new BingSearchProvider(outbound, searchUrl), SHARED_RESULT_TTL_MS)
  }
}
