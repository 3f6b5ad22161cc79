import { type ApiClient, type ApiMessage } from '@sitefleet/shared'

/** DELETE /auth/tokens/{id}: revokes one of the caller's tokens at once. */
export async function deleteApiToken (client: ApiClient, id: string): Promise<ApiMessage> {
  const { data } = await client.delete<ApiMessage>(`/auth/tokens/${encodeURIComponent(id)}`)
  return data
}
