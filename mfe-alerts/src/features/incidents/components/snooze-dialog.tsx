import { useState } from 'react'
import { Button, FormField, Modal, SegmentedControl, type Incident, type SnoozeIncidentBody } from '@sitefleet/shared'

type Until = 'time' | 'recovery'
const UNTIL_OPTIONS = [{ value: 'time' as const, label: 'Until a time' }, { value: 'recovery' as const, label: 'Until it recovers' }]

export const SNOOZE_ERRORS = {
  reason: 'Say why it is snoozed.',
  time: 'Pick a time in the future.',
} as const

/** `datetime-local` value (the browser's local time) of an instant. */
function localInput (at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** Snooze with a reason, until a time (an hour from now by default) or until its cause recovers. */
export function SnoozeDialog ({ busy, incident, onSnooze, onClose }: {
  incident: Incident;
  onSnooze(body: SnoozeIncidentBody): Promise<boolean>;
  onClose(): void;
  /** A save is under way: the write's own pending state. */
  busy: boolean;
}) {
  const [until, setUntil] = useState<Until>('time')
  const [time, setTime] = useState(() => localInput(new Date(Date.now() + 60 * 60_000)))
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    const at = new Date(time)
    if (reason.trim() === '') return setError(SNOOZE_ERRORS.reason)
    if (until === 'time' && (Number.isNaN(at.getTime()) || at.getTime() <= Date.now())) return setError(SNOOZE_ERRORS.time)
    setError(null)
    const body: SnoozeIncidentBody = until === 'recovery' ? { reason: reason.trim(), untilRecovery: true } : { reason: reason.trim(), until: at.toISOString() }
    if (await onSnooze(body)) onClose()
  }

  return (
    <Modal
      open
      title={`Snooze incident #${incident.id}`}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant='secondary' onClick={onClose} disabled={busy}>Cancel</Button>
          <Button onClick={() => void submit()} disabled={busy}>Snooze</Button>
        </>
      }
    >
      <div className='al-form'>
        <SegmentedControl label='Snooze' options={UNTIL_OPTIONS} value={until} onChange={(v) => v !== null && setUntil(v)} />
        {until === 'time' && (
          <FormField label='Until' className='al-field'>
            <input type='datetime-local' value={time} onChange={(e) => setTime(e.target.value)} required />
          </FormField>
        )}
        <FormField label='Reason' className='al-field'>
          <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder='Deploy in progress' required aria-invalid={error === SNOOZE_ERRORS.reason} />
        </FormField>
        {error !== null && <p className='al-error' role='alert'>{error}</p>}
      </div>
    </Modal>
  )
}
