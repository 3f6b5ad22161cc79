import { Button, READ_ONLY_PANEL, useApi, type HostingServer } from '@sitefleet/shared'
import type { useServerChanges } from '../hooks/use-server-changes'
import { DeleteServerDialog } from './delete-server-dialog'
import { EditServerDialog } from './edit-server-dialog'

type ServerChanges = ReturnType<typeof useServerChanges>

/** The Edit and Delete buttons of one server row (both server tables). */
/** Edit and Delete of one server, for the table's actions column. */
export function ServerRowActions ({ server, changes }: { server: HostingServer; changes: ServerChanges }) {
  // A panel embedded with a read token: writes are shown disabled (they would only be refused).
  const { readOnly } = useApi()
  return (
    <>
        <Button size='sm' onClick={() => changes.startEdit(server)} disabled={readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>
          Edit
        </Button>
        <Button size='sm' variant='danger' onClick={() => changes.startDelete(server)} disabled={readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>
          Delete
        </Button>
    </>
  )
}

/** The Edit popup and the typed-confirmation Delete popup those buttons open. */
export function ServerDialogs ({ changes, dateLabel }: { changes: ServerChanges; dateLabel?: string }) {
  return (
    <>
      <EditServerDialog
        server={changes.editing}
        busy={changes.busy}
        dateLabel={dateLabel}
        onSave={(v) => void changes.saveEdit(v)}
        onCancel={changes.cancel}
      />
      <DeleteServerDialog server={changes.deleting} busy={changes.busy} onConfirm={(t) => void changes.confirmDelete(t)} onCancel={changes.cancel} />
    </>
  )
}
