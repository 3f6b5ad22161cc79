import { apiClient, type ApiMessage } from '@sitefleet/shared'

/** DELETE /auth/tokens/{id}: revokes one of the caller's tokens at once. */
export async function deleteApiToken (id: string): Promise<ApiMessage> {
  const { data } = await apiClient.delete<ApiMessage>(`/auth/tokens/${encodeURIComponent(id)}`)
  return data
}
