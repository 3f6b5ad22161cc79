import { apiClient } from '@sitefleet/shared'

/** DELETE /api/alerts/maintenance/{id}. */
export async function deleteMaintenanceWindow (id: string): Promise<void> {
  await apiClient.delete(`/api/alerts/maintenance/${encodeURIComponent(id)}`)
}
