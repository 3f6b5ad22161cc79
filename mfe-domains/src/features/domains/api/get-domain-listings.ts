import { type ApiClient, type ReputationHistoryResponse, type ReputationListing, scopedPath } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** GET /{scope}/reputation/domain/{domain}: every listing of a domain and its IPs, current and ended. */
export async function getDomainListings (client: ApiClient, domain: string, ownerId?: string, signal?: AbortSignal): Promise<ReputationListing[]> {
  const { data } = await client.get<ReputationHistoryResponse>(scopedPath(`reputation/domain/${encodeURIComponent(domain)}`, client), { ...ownerQuery(ownerId), signal })
  if (!data || !Array.isArray(data.listings)) throw new Error('Malformed blocklist history answer')
  return data.listings
}
