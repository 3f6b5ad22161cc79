import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, type CreateMaintenanceBody, useApi, useApiQuery } from '@sitefleet/shared'
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

const WINDOWS = ['/api/alerts/maintenance']

/** The caller's maintenance windows, the servers one can be for, and adding and removing one. */
export function useMaintenance () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const windows = useApiQuery(WINDOWS, getMaintenanceWindows)
  const servers = useApiQuery(['/api/hosting/get-hostingInfo'], getServers)
  const invalidate = () => queryClient.invalidateQueries({ queryKey: WINDOWS })
  const adding = useMutation({ mutationFn: (body: CreateMaintenanceBody) => addMaintenanceWindow(client, body), onSuccess: invalidate })
  const removing = useMutation({ mutationFn: (id: string) => deleteMaintenanceWindow(client, id), onSuccess: invalidate })

  const add = async (body: CreateMaintenanceBody) => {
    try {
      await adding.mutateAsync(body)
      toast.success(MAINTENANCE_TEXT.added)
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, MAINTENANCE_TEXT.addFailed))
      return false
    }
  }

  const remove = async (id: string) => {
    try {
      await removing.mutateAsync(id)
      toast.success(MAINTENANCE_TEXT.deleted)
    } catch (err) {
      toast.error(getErrorMessage(err, MAINTENANCE_TEXT.deleteFailed))
    }
  }

  return { windows: loadState(windows), reloadWindows: () => void windows.refetch(), servers: loadState(servers), add, remove }
}
