import type { ApiClient } from '@sitefleet/shared'
import { type ReputationListing, toListings } from '../../../lib/reputation-listing'

/** GET /api/reputation/servers/{id}: every listing of the IPs a server's sites resolve to, current and ended. */
export async function getServerListings (client: ApiClient, serverId: string, signal?: AbortSignal): Promise<ReputationListing[]> {
  const { data } = await client.get<{ listings?: unknown }>(`/api/reputation/servers/${encodeURIComponent(serverId)}`, { signal })
  return toListings(data?.listings)
}
