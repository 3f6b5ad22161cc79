import { type ApiClient, type CreateMaintenanceBody, type MaintenanceWindow, type MaintenanceWindowResponse } from '@sitefleet/shared'

/** POST /api/alerts/maintenance: a window for one hosting server or one saved domain. */
export async function addMaintenanceWindow (client: ApiClient, body: CreateMaintenanceBody): Promise<MaintenanceWindow> {
  const { data } = await client.post<MaintenanceWindowResponse>('/api/alerts/maintenance', body)
  return data.window
}
