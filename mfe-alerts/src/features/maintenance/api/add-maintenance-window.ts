import { apiClient, type CreateMaintenanceBody, type MaintenanceWindow, type MaintenanceWindowResponse } from '@sitefleet/shared'

/** POST /api/alerts/maintenance: a window for one hosting server or one saved domain. */
export async function addMaintenanceWindow (body: CreateMaintenanceBody): Promise<MaintenanceWindow> {
  const { data } = await apiClient.post<MaintenanceWindowResponse>('/api/alerts/maintenance', body)
  return data.window
}
