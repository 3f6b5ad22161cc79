import { useCallback } from 'react'
import { getErrorMessage, toast, type CreateMaintenanceBody, type HostingServer, type MaintenanceWindow, useApi, useApiLoad } from '@sitefleet/shared'
import { addMaintenanceWindow } from '../api/add-maintenance-window'
import { deleteMaintenanceWindow } from '../api/delete-maintenance-window'
import { getMaintenanceWindows } from '../api/get-maintenance-windows'
import { getServers } from '../api/get-servers'

export const MAINTENANCE_TEXT = {
  added: 'Maintenance window added',
  deleted: 'Maintenance window deleted',
  addFailed: 'Failed to add the maintenance window',
  deleteFailed: 'Failed to delete the maintenance window',
} as const

/** The caller's maintenance windows, the servers one can be for, and adding and removing one. */
export function useMaintenance () {
  const { client } = useApi()
  const windows = useApiLoad<MaintenanceWindow[]>(getMaintenanceWindows)
  const servers = useApiLoad<HostingServer[]>(getServers)

  const add = useCallback(async (body: CreateMaintenanceBody) => {
    try {
      await addMaintenanceWindow(client, body)
      toast.success(MAINTENANCE_TEXT.added)
      windows.reload()
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, MAINTENANCE_TEXT.addFailed))
      return false
    }
  }, [windows])

  const remove = useCallback(async (id: string) => {
    try {
      await deleteMaintenanceWindow(client, id)
      toast.success(MAINTENANCE_TEXT.deleted)
      windows.reload()
    } catch (err) {
      toast.error(getErrorMessage(err, MAINTENANCE_TEXT.deleteFailed))
    }
  }, [windows])

  return { windows: windows.state, reloadWindows: windows.reload, servers: servers.state, add, remove }
}
