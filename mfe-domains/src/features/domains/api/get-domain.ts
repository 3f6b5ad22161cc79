import { type ApiClient, scopedPath, type ScrapedDomainData } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** GET /{scope}/domain/{domain}: the stored scan of one domain (the card's expanded details). */
export async function getDomain (client: ApiClient, domain: string, ownerId?: string, signal?: AbortSignal): Promise<ScrapedDomainData> {
  const { data } = await client.get<ScrapedDomainData>(scopedPath(`domain/${encodeURIComponent(domain)}`), {
    ...ownerQuery(ownerId),
    signal,
  })
  return data
}
