import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button, Modal, type HostingListRow } from '@sitefleet/shared'

export interface HostingEdit {
  email: string;
  platform: string;
}

export interface EditHostingDialogProps {
  row: HostingListRow | null;
  busy: boolean;
  onSave(values: HostingEdit): void;
  onCancel(): void;
}

/** Edit popup of a platform account: Email and Platform, Save and Cancel. */
export function EditHostingDialog ({ row, busy, onSave, onCancel }: EditHostingDialogProps) {
  const id = useId()
  const [values, setValues] = useState<HostingEdit>({ email: '', platform: '' })

  useEffect(() => {
    if (row) setValues({ email: row.email, platform: row.platform })
  }, [row])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSave(values)
  }

  return (
    <Modal open={row !== null} title='Edit Hosting Info' onClose={onCancel}>
      <form className='hs-dialog-form' onSubmit={submit} aria-label='Edit Hosting Info'>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name='email'
          type='email'
          autoFocus
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <label htmlFor={`${id}-platform`}>Platform</label>
        <input
          id={`${id}-platform`}
          name='platform'
          value={values.platform}
          onChange={(e) => setValues((v) => ({ ...v, platform: e.target.value }))}
        />
        <div className='hs-actions hs-actions--end'>
          <Button variant='secondary' onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type='submit' disabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  )
}
