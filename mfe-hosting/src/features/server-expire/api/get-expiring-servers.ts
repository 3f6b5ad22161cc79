import { type ApiClient, type ServerExpireResponse } from '@sitefleet/shared'

/**
 * GET /api/hosting/server-expire: servers with 1..10 days left and the expired ones. The server
 * decides who is in which list and counts the days; the screen shows its answer as sent.
 */
export async function getExpiringServers (client: ApiClient, signal?: AbortSignal): Promise<Pick<ServerExpireResponse, 'servers' | 'expired'>> {
  const { data } = await client.get<Partial<ServerExpireResponse>>('/api/hosting/server-expire', { signal })
  return {
    servers: Array.isArray(data?.servers) ? data.servers : [],
    expired: Array.isArray(data?.expired) ? data.expired : [],
  }
}
