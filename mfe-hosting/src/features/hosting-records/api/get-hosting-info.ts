import { type ApiClient, type HostingInfoList } from '@sitefleet/shared'

/** GET /api/hosting/get-hostingInfo: accounts (list), domain records (all) and servers. */
export async function getHostingInfo (client: ApiClient, signal?: AbortSignal): Promise<HostingInfoList> {
  const { data } = await client.get<HostingInfoList>('/api/hosting/get-hostingInfo', { signal })
  return {
    success: true,
    list: Array.isArray(data?.list) ? data.list : [],
    all: Array.isArray(data?.all) ? data.all : [],
    servers: Array.isArray(data?.servers) ? data.servers : [],
  }
}
