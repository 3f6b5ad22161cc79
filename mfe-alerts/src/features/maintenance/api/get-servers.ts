import { apiClient, type HostingInfoList, type HostingServer } from '@sitefleet/shared'

/** GET /api/hosting/get-hostingInfo's servers: what a maintenance window can be for. */
export async function getServers (signal?: AbortSignal): Promise<HostingServer[]> {
  const { data } = await apiClient.get<HostingInfoList>('/api/hosting/get-hostingInfo', { signal })
  return Array.isArray(data.servers) ? data.servers : []
}
