import { apiClient, type ExpiringServer } from '@sitefleet/shared';

/** GET /api/hosting/server-expire: servers with 1..10 days left (the server's clock decides). */
export async function getExpiringServers(signal?: AbortSignal): Promise<ExpiringServer[]> {
  const { data } = await apiClient.get<{ servers?: ExpiringServer[] }>('/api/hosting/server-expire', { signal });
  return Array.isArray(data?.servers) ? data.servers : [];
}
