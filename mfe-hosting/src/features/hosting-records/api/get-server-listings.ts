import type { ApiClient, ReputationHistoryResponse, ReputationListing } from '@sitefleet/shared'

/** GET /api/reputation/servers/{id}: every listing of the IPs a server's sites resolve to, current and ended. */
export async function getServerListings (client: ApiClient, serverId: string, signal?: AbortSignal): Promise<ReputationListing[]> {
  const { data } = await client.get<ReputationHistoryResponse>(`/api/reputation/servers/${encodeURIComponent(serverId)}`, { signal })
  if (!data || !Array.isArray(data.listings)) throw new Error('Malformed blocklist history answer')
  return data.listings
}
