import { type ApiClient, type MaintenanceWindow, type MaintenanceWindowsResponse } from '@sitefleet/shared'

/** GET /api/alerts/maintenance: current and future windows (and those ended within a week). */
export async function getMaintenanceWindows (client: ApiClient, signal?: AbortSignal): Promise<MaintenanceWindow[]> {
  const { data } = await client.get<MaintenanceWindowsResponse>('/api/alerts/maintenance', { signal })
  return data.windows
}
