import { useState } from 'react'
import { Button, FormField, Modal, type Incident } from '@sitefleet/shared'

export const NOTE_EMPTY = 'Write the note first.'

/** A note on the incident's timeline (what was tried, who was called). */
export function NoteDialog ({ busy, incident, onNote, onClose }: { incident: Incident; onNote(text: string): Promise<boolean>; onClose(): void; busy: boolean }) {
  const [text, setText] = useState('')
  const [error, setError] = useState(false)

  const submit = async () => {
    if (text.trim() === '') return setError(true)
    if (await onNote(text.trim())) onClose()
  }

  return (
    <Modal
      open
      title={`Note on incident #${incident.id}`}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant='secondary' onClick={onClose} disabled={busy}>Cancel</Button>
          <Button onClick={() => void submit()} disabled={busy}>Add note</Button>
        </>
      }
    >
      <FormField label='Note' className='al-field'>
        <textarea value={text} maxLength={2000} rows={4} onChange={(e) => setText(e.target.value)} aria-invalid={error} />
      </FormField>
      {error && <p className='al-error' role='alert'>{NOTE_EMPTY}</p>}
    </Modal>
  )
}
