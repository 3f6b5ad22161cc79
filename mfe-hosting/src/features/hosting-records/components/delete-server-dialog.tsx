import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button, Modal, type HostingServer } from '@sitefleet/shared'

export interface DeleteServerDialogProps {
  server: HostingServer | null;
  busy: boolean;
  /** Receives the typed text; the caller compares it with the server name. */
  onConfirm(typed: string): void;
  onCancel(): void;
}

/** Delete popup: the operator types the server name to confirm. */
export function DeleteServerDialog ({ server, busy, onConfirm, onCancel }: DeleteServerDialogProps) {
  const id = useId()
  const [typed, setTyped] = useState('')

  useEffect(() => setTyped(''), [server])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onConfirm(typed)
  }

  return (
    <Modal open={server !== null} title='Delete Server' onClose={onCancel}>
      <form className='hs-dialog-form' onSubmit={submit} aria-label='Delete Server'>
        <p>
          This removes the server <strong>{server?.server}</strong>; its domains stay saved, without a server.
        </p>
        <label htmlFor={`${id}-confirm`}>Type the server name to confirm</label>
        <input id={`${id}-confirm`} name='confirmServer' autoFocus autoComplete='off' value={typed} onChange={(e) => setTyped(e.target.value)} />
        <div className='hs-actions hs-actions--end'>
          <Button variant='secondary' onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type='submit' variant='danger' disabled={busy}>
            Delete
          </Button>
        </div>
      </form>
    </Modal>
  )
}
