import { type ApiClient } from '@sitefleet/shared'

/** DELETE /api/locations/{id}: removes a probe location (home cannot be deleted: 400). */
export async function deleteLocation (client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/locations/${encodeURIComponent(id)}`)
}
