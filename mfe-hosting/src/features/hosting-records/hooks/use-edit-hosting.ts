import { useApi, useMutation } from '@sitefleet/shared'
import { useState } from 'react'
import type { HostingListRow } from '@sitefleet/shared'
import { updateHosting } from '../api/update-hosting'
import type { HostingEdit } from '../components/edit-hosting-dialog'

/** Edit popup of an account row: update-hosting, then reload; failures are only logged. */
export function useEditHosting (reload: () => Promise<void>) {
  const { client } = useApi()
  const [editing, setEditing] = useState<HostingListRow | null>(null)
  const update = useMutation({
    mutationFn: ({ row, values }: { row: HostingListRow; values: HostingEdit }) => updateHosting(client,
      {
        email: row.email,
        platform: row.platform,
        updates: { email: values.email.trim(), platform: values.platform.trim(), hostingIssueDate: row.hostingIssueDate },
      },
      row.owner?._id
    ),
    // Busy until the list is read again.
    onSuccess: async () => {
      setEditing(null)
      await reload()
    },
    onError: (err) => console.error('Failed to update hosting info', err),
  })

  const save = async (values: HostingEdit) => {
    if (!editing) return
    update.mutate({ row: editing, values })
  }

  return { editing, busy: update.isPending, start: setEditing, cancel: () => setEditing(null), save }
}
