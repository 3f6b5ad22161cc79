import { type ApiClient, type ApiMessage } from '@sitefleet/shared'

/** POST /api/hosting/server-renew: each server's expiry moves on by its renewal period. */
export async function renewServers (client: ApiClient, ids: string[]): Promise<ApiMessage> {
  const { data } = await client.post<ApiMessage>('/api/hosting/server-renew', { servers: ids })
  return data
}
