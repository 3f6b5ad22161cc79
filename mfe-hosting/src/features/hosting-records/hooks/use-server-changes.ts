import { useState } from 'react'
import { toast, type HostingServer, useApi } from '@sitefleet/shared'
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
  const [busy, setBusy] = useState(false)

  const saveEdit = async (values: ServerEdit) => {
    if (!editing) return
    setBusy(true)
    try {
      const server = values.server.trim()
      if (everywhere) {
        await updateServerEverywhere(client,
          { email: editing.email, oldServer: editing.server, newServer: server, ServerExpiryDate: values.ServerExpiryDate },
          editing.owner?._id
        )
      } else {
        await updateServer(client, editing._id, { server, ServerExpiryDate: values.ServerExpiryDate })
        toast.success(SERVER_UPDATED)
      }
      setEditing(null)
      await reload()
    } catch (err) {
      if (everywhere) console.error('Failed to update server everywhere', err)
      else toast.error(SERVER_UPDATE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  /** The typed text (trimmed) must equal the server name exactly. */
  const confirmDelete = async (typed: string) => {
    if (!deleting) return
    if (typed.trim() !== deleting.server) return void toast.error(NAME_MISMATCH)
    setBusy(true)
    try {
      await deleteServer(client, deleting._id)
      toast.success(SERVER_DELETED)
      setDeleting(null)
      await reload()
    } catch {
      toast.error(SERVER_DELETE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return {
    editing,
    deleting,
    busy,
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
