import { type ApiClient, type HostingInfoList, type HostingServer } from '@sitefleet/shared'

/** GET /api/hosting/get-hostingInfo's servers: what a maintenance window can be for. */
export async function getServers (client: ApiClient, signal?: AbortSignal): Promise<HostingServer[]> {
  const { data } = await client.get<HostingInfoList>('/api/hosting/get-hostingInfo', { signal })
  return Array.isArray(data.servers) ? data.servers : []
}
