import { apiClient, type HostingInfoList } from '@sitefleet/shared'

/** GET /api/hosting/get-hostingInfo: accounts (list), domain records (all) and servers. */
export async function getHostingInfo (signal?: AbortSignal): Promise<HostingInfoList> {
  const { data } = await apiClient.get<HostingInfoList>('/api/hosting/get-hostingInfo', { signal })
  return {
    success: true,
    list: Array.isArray(data?.list) ? data.list : [],
    all: Array.isArray(data?.all) ? data.all : [],
    servers: Array.isArray(data?.servers) ? data.servers : [],
  }
}
