import { useState } from 'react'
import { Button, FormField, Modal, type OncallRotation, type OncallRotationBody } from '@sitefleet/shared'
import type { Member } from '../api/get-members'
import { draftOf, rotationProblem, WEEKDAYS } from '../lib/rotation-draft'
import { MembersField } from './members-field'

/** Creates (rotation null) or edits a rotation: who takes turns, when they hand off, in which zone. */
export function RotationDialog ({ busy, rotation, members, onSave, onClose }: {
  rotation: OncallRotation | null;
  members: Member[];
  onSave(body: OncallRotationBody): Promise<boolean>;
  onClose(): void;
  /** A save is under way: the write's own pending state. */
  busy: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(rotation))
  const [problem, setProblem] = useState<string | null>(null)
  const set = (patch: Partial<OncallRotationBody>) => setDraft({ ...draft, ...patch })

  const save = async () => {
    const found = rotationProblem(draft)
    setProblem(found)
    if (found !== null) return
    const body = { ...draft, name: draft.name.trim(), timezone: draft.timezone.trim(), handoffWeekday: draft.period === 'weekly' ? draft.handoffWeekday ?? 1 : null }
    if (await onSave(body)) onClose()
  }

  return (
    <Modal
      open
      title={rotation === null ? 'New rotation' : `Edit ${rotation.name}`}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant='secondary' onClick={onClose} disabled={busy}>Cancel</Button>
          <Button onClick={() => void save()} disabled={busy}>Save rotation</Button>
        </>
      }
    >
      <div className='al-form'>
        <FormField label='Name' className='al-field'>
          <input value={draft.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
        </FormField>
        <FormField label='Hand-off' className='al-field'>
          <select value={draft.period} onChange={(e) => set({ period: e.target.value as OncallRotationBody['period'] })}>
            <option value='daily'>Daily</option>
            <option value='weekly'>Weekly</option>
          </select>
        </FormField>
        {draft.period === 'weekly' && (
          <FormField label='Weekday' className='al-field'>
            <select value={draft.handoffWeekday ?? 1} onChange={(e) => set({ handoffWeekday: Number(e.target.value) })}>
              {WEEKDAYS.map((d, i) => <option key={d} value={i + 1}>{d}</option>)}
            </select>
          </FormField>
        )}
        <FormField label='At' className='al-field'>
          <input type='time' value={draft.handoffTime} onChange={(e) => set({ handoffTime: e.target.value })} />
        </FormField>
        <FormField label='Time zone' hint='IANA name, e.g. Europe/Berlin' className='al-field'>
          <input value={draft.timezone} maxLength={64} onChange={(e) => set({ timezone: e.target.value })} />
        </FormField>
        <FormField label='First hand-off' className='al-field'>
          <input type='date' value={draft.startDate} onChange={(e) => set({ startDate: e.target.value })} />
        </FormField>
        <MembersField ids={draft.memberIds} members={members} onChange={(memberIds) => set({ memberIds })} />
        {problem !== null && <p className='al-error' role='alert'>{problem}</p>}
      </div>
    </Modal>
  )
}
