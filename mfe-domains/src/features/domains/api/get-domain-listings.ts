import { type ApiClient, scopedPath } from '@sitefleet/shared'
import { type ReputationListing, toListings } from '../../../lib/reputation-listing'
import { ownerQuery } from './owner-query'

/** GET /{scope}/reputation/domain/{domain}: every listing of a domain and its IPs, current and ended. */
export async function getDomainListings (client: ApiClient, domain: string, ownerId?: string, signal?: AbortSignal): Promise<ReputationListing[]> {
  const { data } = await client.get<{ listings?: unknown }>(scopedPath(`reputation/domain/${encodeURIComponent(domain)}`, client), { ...ownerQuery(ownerId), signal })
  return toListings(data?.listings)
}
