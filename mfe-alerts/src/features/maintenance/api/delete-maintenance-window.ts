import { type ApiClient } from '@sitefleet/shared'

/** DELETE /api/alerts/maintenance/{id}. */
export async function deleteMaintenanceWindow (client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/alerts/maintenance/${encodeURIComponent(id)}`)
}
