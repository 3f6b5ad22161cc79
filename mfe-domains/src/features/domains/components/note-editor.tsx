import { useId, useState } from 'react'
import { Button, ConfirmDialog } from '@sitefleet/shared'
import { useNote } from '../hooks/use-note'
import type { DomainRecord } from '@sitefleet/shared'

export interface NoteEditorProps {
  record: DomainRecord;
  onNoteChanged(note: string): void;
}

/** A card's note: textarea, Save Note, and Delete Note behind a confirmation. */
export function NoteEditor ({ record, onNoteChanged }: NoteEditorProps) {
  const id = useId()
  const { draft, setDraft, busy, save, remove } = useNote(record, onNoteChanged)
  const [confirming, setConfirming] = useState(false)

  return (
    <div className='dm-panel dm-note'>
      <label htmlFor={id}>Note</label>
      <textarea id={id} name='note' rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} />
      <div className='dm-actions'>
        <Button size='sm' onClick={() => void save()} disabled={busy}>
          Save Note
        </Button>
        <Button size='sm' variant='danger' onClick={() => setConfirming(true)} disabled={busy || !record.note}>
          Delete Note
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title='Delete Note'
        message={`Delete the note of ${record.domain}?`}
        confirmLabel='Delete'
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void remove()
        }}
      />
    </div>
  )
}
