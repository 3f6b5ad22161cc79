import { type ApiClient, type ApiMessage } from '@sitefleet/shared'

/** PUT /api/hosting/update-server/{id}: new name and expiry date ('' clears it). */
export async function updateServer (client: ApiClient, id: string, body: { server: string; ServerExpiryDate: string }): Promise<ApiMessage> {
  const { data } = await client.put<ApiMessage>(`/api/hosting/update-server/${encodeURIComponent(id)}`, body)
  return data
}
