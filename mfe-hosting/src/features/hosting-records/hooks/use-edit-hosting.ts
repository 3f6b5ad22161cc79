import { useApi } from '@sitefleet/shared'
import { useState } from 'react'
import type { HostingListRow } from '@sitefleet/shared'
import { updateHosting } from '../api/update-hosting'
import type { HostingEdit } from '../components/edit-hosting-dialog'

/** Edit popup of an account row: update-hosting, then reload; failures are only logged. */
export function useEditHosting (reload: () => Promise<void>) {
  const { client } = useApi()
  const [editing, setEditing] = useState<HostingListRow | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (values: HostingEdit) => {
    if (!editing) return
    setBusy(true)
    try {
      await updateHosting(client,
        {
          email: editing.email,
          platform: editing.platform,
          updates: { email: values.email.trim(), platform: values.platform.trim(), hostingIssueDate: editing.hostingIssueDate },
        },
        editing.owner?._id
      )
      setEditing(null)
      await reload()
    } catch (err) {
      console.error('Failed to update hosting info', err)
    } finally {
      setBusy(false)
    }
  }

  return { editing, busy, start: setEditing, cancel: () => setEditing(null), save }
}
