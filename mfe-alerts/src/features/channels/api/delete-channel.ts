import { type ApiClient } from '@sitefleet/shared'

/** DELETE /api/alerts/channels/{id}. */
export async function deleteChannel (client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/alerts/channels/${encodeURIComponent(id)}`)
}
