import { type ApiClient, type ApiMessage } from '@sitefleet/shared'

/** DELETE /api/hosting/delete-server/{id}: the server goes, its domains stay (unlinked). */
export async function deleteServer (client: ApiClient, id: string): Promise<ApiMessage> {
  const { data } = await client.delete<ApiMessage>(`/api/hosting/delete-server/${encodeURIComponent(id)}`)
  return data
}
