import { apiClient, type MaintenanceWindow, type MaintenanceWindowsResponse } from '@sitefleet/shared'

/** GET /api/alerts/maintenance: current and future windows (and those ended within a week). */
export async function getMaintenanceWindows (signal?: AbortSignal): Promise<MaintenanceWindow[]> {
  const { data } = await apiClient.get<MaintenanceWindowsResponse>('/api/alerts/maintenance', { signal })
  return data.windows
}
