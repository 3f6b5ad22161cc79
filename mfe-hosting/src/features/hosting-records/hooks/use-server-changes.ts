import { useState } from 'react'
import { toast, type HostingServer, useApi, useMutation } from '@sitefleet/shared'
import { deleteServer } from '../api/delete-server'
import { updateServer } from '../api/update-server'
import { updateServerEverywhere } from '../api/update-server-everywhere'

export const SERVER_UPDATED = '✅ Server updated successfully'
export const SERVER_UPDATE_FAILED = '❌ Failed to update server'
export const SERVER_DELETED = '✅ Server deleted successfully'
export const SERVER_DELETE_FAILED = '❌ Failed to delete server'
export const NAME_MISMATCH = '❌ Server name does not match. Try again.'

export interface ServerEdit {
  server: string;
  ServerExpiryDate: string;
}

/**
 * Edit and delete popups of a server list. `everywhere` (Servers for an email) renames through
 * update-server-everywhere, whose failures are only logged; the All Servers view uses
 * update-server with its toasts. Both reload the list after a change.
 */
export function useServerChanges (reload: () => Promise<void>, everywhere = false) {
  const { client } = useApi()
  const [editing, setEditing] = useState<HostingServer | null>(null)
  const [deleting, setDeleting] = useState<HostingServer | null>(null)
  const edit = useMutation({
    mutationFn: async ({ row, values }: { row: HostingServer; values: ServerEdit }) => {
      const server = values.server.trim()
      if (everywhere) {
        await updateServerEverywhere(client,
          { email: row.email, oldServer: row.server, newServer: server, ServerExpiryDate: values.ServerExpiryDate },
          row.owner?._id
        )
      } else {
        await updateServer(client, row._id, { server, ServerExpiryDate: values.ServerExpiryDate })
        toast.success(SERVER_UPDATED)
      }
    },
    // Busy until the list is read again.
    onSuccess: async () => {
      setEditing(null)
      await reload()
    },
    onError: (err) => {
      if (everywhere) console.error('Failed to update server everywhere', err)
      else toast.error(SERVER_UPDATE_FAILED)
    },
  })
  const remove = useMutation({
    mutationFn: (row: HostingServer) => deleteServer(client, row._id),
    onSuccess: async () => {
      toast.success(SERVER_DELETED)
      setDeleting(null)
      await reload()
    },
    onError: () => toast.error(SERVER_DELETE_FAILED),
  })

  const saveEdit = async (values: ServerEdit) => {
    if (!editing) return
    edit.mutate({ row: editing, values })
  }

  /** The typed text (trimmed) must equal the server name exactly. */
  const confirmDelete = async (typed: string) => {
    if (!deleting) return
    if (typed.trim() !== deleting.server) return void toast.error(NAME_MISMATCH)
    remove.mutate(deleting)
  }

  return {
    editing,
    deleting,
    busy: edit.isPending || remove.isPending,
    startEdit: setEditing,
    startDelete: setDeleting,
    cancel: () => {
      setEditing(null)
      setDeleting(null)
    },
    saveEdit,
    confirmDelete,
  }
}
