import { apiClient, scopedPath, type ScrapedDomainData } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** GET /{scope}/domain/{domain}: the stored scan of one domain (the card's expanded details). */
export async function getDomain (domain: string, ownerId?: string, signal?: AbortSignal): Promise<ScrapedDomainData> {
  const { data } = await apiClient.get<ScrapedDomainData>(scopedPath(`domain/${encodeURIComponent(domain)}`), {
    ...ownerQuery(ownerId),
    signal,
  })
  return data
}
