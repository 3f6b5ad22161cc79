import { useState } from 'react'
import { toast, useApi, useMutation } from '@sitefleet/shared'
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
  const saving = useMutation({ mutationFn: (note: string) => saveNote(client, record.domain, note, record.owner?._id) })
  const deleting = useMutation({ mutationFn: () => deleteNote(client, record.domain, record.owner?._id) })

  const save = async () => {
    saving.mutate(draft, {
      onSuccess: (reply) => {
        toast.success(reply?.message || NOTE_SAVED)
        onNoteChanged(draft)
      },
      onError: () => toast.error(NOTE_SAVE_FAILED),
    })
  }

  const remove = async () => {
    deleting.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(reply?.message || NOTE_DELETED)
        setDraft('')
        onNoteChanged('')
      },
      onError: () => toast.error(NOTE_DELETE_FAILED),
    })
  }

  return { draft, setDraft, busy: saving.isPending || deleting.isPending, save, remove }
}
