import { useState } from 'react'
import { Button, ConfirmDialog, useApi, type Incident } from '@sitefleet/shared'
import { useIncidentActions } from '../hooks/use-incident-actions'
import { NoteDialog } from './note-dialog'
import { SnoozeDialog } from './snooze-dialog'

type Open = 'snooze' | 'note' | 'resolve' | null

/**
 * What can be done with an incident: acknowledge an open one, snooze or resolve one not resolved,
 * note any. A read token (the server said so when the panel started) gets none of them: the API
 * would refuse each.
 */
export function IncidentActions ({ incident }: { incident: Incident }) {
  const { readOnly } = useApi()
  const actions = useIncidentActions()
  const [open, setOpen] = useState<Open>(null)
  if (readOnly) return null
  const label = (verb: string) => `${verb} incident #${incident.id}`
  const live = incident.state !== 'resolved'
  return (
    <>
      {incident.state === 'open' && (
        <Button size='sm' aria-label={label('Acknowledge')} disabled={actions.busy} onClick={() => void actions.acknowledge(incident)}>Acknowledge</Button>
      )}
      {live && <Button size='sm' variant='secondary' aria-label={label('Snooze')} onClick={() => setOpen('snooze')}>Snooze</Button>}
      {live && <Button size='sm' variant='secondary' aria-label={label('Resolve')} onClick={() => setOpen('resolve')}>Resolve</Button>}
      <Button size='sm' variant='ghost' aria-label={label('Add note to')} onClick={() => setOpen('note')}>Add note</Button>
      {open === 'snooze' && <SnoozeDialog busy={actions.busy} incident={incident} onSnooze={(body) => actions.snooze(incident, body)} onClose={() => setOpen(null)} />}
      {open === 'note' && <NoteDialog busy={actions.busy} incident={incident} onNote={(text) => actions.note(incident, text)} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open === 'resolve'}
        title={`Resolve incident #${incident.id}?`}
        message={`${incident.title} will be marked resolved by you. If its cause fires again soon, the incident reopens.`}
        confirmLabel='Resolve'
        busy={actions.busy}
        onConfirm={() => void actions.resolve(incident).then(() => setOpen(null))}
        onCancel={() => setOpen(null)}
      />
    </>
  )
}
