import { apiClient, type ApiMessage } from '@sitefleet/shared'

/** DELETE /api/hosting/delete-server/{id}: the server goes, its domains stay (unlinked). */
export async function deleteServer (id: string): Promise<ApiMessage> {
  const { data } = await apiClient.delete<ApiMessage>(`/api/hosting/delete-server/${encodeURIComponent(id)}`)
  return data
}
