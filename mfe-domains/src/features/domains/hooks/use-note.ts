import { useState } from 'react'
import { toast, useApi } from '@sitefleet/shared'
import { deleteNote } from '../api/delete-note'
import { saveNote } from '../api/save-note'
import type { DomainRecord } from '@sitefleet/shared'

export const NOTE_SAVED = 'Note saved'
export const NOTE_SAVE_FAILED = 'Failed to save note'
export const NOTE_DELETED = 'Note deleted successfully'
export const NOTE_DELETE_FAILED = 'Failed to delete note'

/** The note editor of a card: a draft, Save (server message or "Note saved") and Delete. */
export function useNote (record: DomainRecord, onNoteChanged: (note: string) => void) {
  const { client } = useApi()
  const [draft, setDraft] = useState(record.note ?? '')
  const [busy, setBusy] = useState(false)

  const save = async () => {
    setBusy(true)
    try {
      const reply = await saveNote(client, record.domain, draft, record.owner?._id)
      toast.success(reply?.message || NOTE_SAVED)
      onNoteChanged(draft)
    } catch {
      toast.error(NOTE_SAVE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    setBusy(true)
    try {
      const reply = await deleteNote(client, record.domain, record.owner?._id)
      toast.success(reply?.message || NOTE_DELETED)
      setDraft('')
      onNoteChanged('')
    } catch {
      toast.error(NOTE_DELETE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return { draft, setDraft, busy, save, remove }
}
