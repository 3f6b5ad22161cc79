import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button, Modal, type HostingServer } from '@sitefleet/shared'
import type { ServerEdit } from '../hooks/use-server-changes'

export interface EditServerDialogProps {
  server: HostingServer | null;
  busy: boolean;
  /** Label of the date field: "Server Expiry Date" (All Servers) or "Expiry Date" (an email's servers). */
  dateLabel?: string;
  onSave(values: ServerEdit): void;
  onCancel(): void;
}

/** Edit popup of a server: its name and expiry date, prefilled. */
export function EditServerDialog ({ server, busy, dateLabel = 'Server Expiry Date', onSave, onCancel }: EditServerDialogProps) {
  const id = useId()
  const [values, setValues] = useState<ServerEdit>({ server: '', ServerExpiryDate: '' })

  useEffect(() => {
    if (server) setValues({ server: server.server, ServerExpiryDate: server.ServerExpiryDate ?? '' })
  }, [server])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSave(values)
  }

  return (
    <Modal open={server !== null} title='Edit Server' onClose={onCancel}>
      <form className='hs-dialog-form' onSubmit={submit} aria-label='Edit Server'>
        <label htmlFor={`${id}-server`}>Server</label>
        <input
          id={`${id}-server`}
          name='server'
          required
          autoFocus
          value={values.server}
          onChange={(e) => setValues((v) => ({ ...v, server: e.target.value }))}
        />
        <label htmlFor={`${id}-date`}>{dateLabel}</label>
        <input
          id={`${id}-date`}
          name='ServerExpiryDate'
          type='date'
          value={values.ServerExpiryDate}
          onChange={(e) => setValues((v) => ({ ...v, ServerExpiryDate: e.target.value }))}
        />
        <div className='hs-actions hs-actions--end'>
          <Button variant='secondary' onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type='submit' disabled={busy || values.server.trim() === ''}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  )
}
