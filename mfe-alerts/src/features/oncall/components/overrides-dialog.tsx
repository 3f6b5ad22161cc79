import { useState } from 'react'
import { Button, FormField, LoadError, Modal, Spinner, formatDateTime, loadState, useApiQuery, type OncallOverrideBody, type OncallRotation } from '@sitefleet/shared'
import type { Member } from '../api/get-members'
import { getRotationOverrides } from '../api/get-rotation-overrides'
import { ROTATIONS } from '../hooks/use-oncall-rotations'

/**
 * A rotation's overrides (someone else covers it for whole local days in the rotation's zone):
 * those not ended, adding one and removing one.
 */
export function OverridesDialog ({ rotation, members, onAdd, onRemove, onClose }: {
  rotation: OncallRotation;
  members: Member[];
  onAdd(body: OncallOverrideBody): Promise<boolean>;
  onRemove(overrideId: string): Promise<boolean>;
  onClose(): void;
}) {
  const query = useApiQuery([...ROTATIONS, rotation.id, 'overrides'], (client, signal) => getRotationOverrides(client, rotation.id, rotation.owner?._id, signal))
  const overrides = loadState(query)
  const today = new Date().toISOString().slice(0, 10)
  const [userId, setUserId] = useState(members[0]?._id ?? '')
  const [fromDate, setFromDate] = useState(today)
  const [toDate, setToDate] = useState(today)
  const [problem, setProblem] = useState<string | null>(null)

  const add = async () => {
    if (userId === '') return setProblem('Pick who covers.')
    if (fromDate === '' || toDate === '' || toDate < fromDate) return setProblem('The last day cannot be before the first.')
    setProblem(null)
    await onAdd({ userId, fromDate, toDate })
  }

  return (
    <Modal open title={`Overrides of ${rotation.name}`} onClose={onClose} footer={<Button variant='secondary' onClick={onClose}>Close</Button>}>
      {overrides.status === 'loading' && <Spinner label='Loading overrides...' />}
      {overrides.status === 'error' && <LoadError message='Failed to load the overrides.' onRetry={() => void query.refetch()} />}
      {overrides.status === 'ready' && overrides.data.length === 0 && <p className='al-muted'>No overrides.</p>}
      {overrides.status === 'ready' && overrides.data.length > 0 && (
        <ul className='al-windows' aria-label='Overrides'>
          {overrides.data.map((o) => (
            <li key={o.id} className='al-window'>
              <span className='al-window__what'>{o.user.name}</span>
              <span>{`${formatDateTime(o.startsAt)} – ${formatDateTime(o.endsAt)}`}</span>
              <Button size='sm' variant='danger' aria-label={`Remove the override of ${o.user.name}`} onClick={() => void onRemove(o.id)}>Remove</Button>
            </li>
          ))}
        </ul>
      )}
      <div className='al-form' role='group' aria-label='Add an override'>
        <FormField label='Covered by' className='al-field'>
          <select value={userId} onChange={(e) => setUserId(e.target.value)}>
            {members.map((m) => <option key={m._id} value={m._id}>{m.name}</option>)}
          </select>
        </FormField>
        <FormField label='From' className='al-field'>
          <input type='date' value={fromDate} onChange={(e) => setFromDate(e.target.value)} />
        </FormField>
        <FormField label='To' className='al-field'>
          <input type='date' value={toDate} onChange={(e) => setToDate(e.target.value)} />
        </FormField>
        <Button onClick={() => void add()}>Add override</Button>
        {problem !== null && <p className='al-error' role='alert'>{problem}</p>}
      </div>
    </Modal>
  )
}
