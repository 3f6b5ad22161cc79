import { apiClient } from '@sitefleet/shared'

/** DELETE /api/alerts/channels/{id}. */
export async function deleteChannel (id: string): Promise<void> {
  await apiClient.delete(`/api/alerts/channels/${encodeURIComponent(id)}`)
}
