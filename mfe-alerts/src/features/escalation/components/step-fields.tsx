import { Button, type AlertChannel, type EscalationStep, type OncallRotation } from '@sitefleet/shared'
import { toggle } from '../lib/policy-draft'

export interface StepFieldsProps {
  index: number;
  count: number;
  step: EscalationStep;
  channels: AlertChannel[];
  rotations: OncallRotation[];
  onChange(step: EscalationStep): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/** One step: how long to wait without an acknowledgement, then whom to notify. */
export function StepFields ({ index, count, step, channels, rotations, onChange, onMove, onRemove }: StepFieldsProps) {
  const n = index + 1
  return (
    <fieldset className='al-fieldset al-step'>
      <legend>{`Step ${n}`}</legend>
      <label className='al-field'>
        <span>{index === 0 ? 'Minutes after opening' : 'Minutes after the step before'}</span>
        <input type='number' min={0} max={1440} value={step.afterMinutes} onChange={(e) => onChange({ ...step, afterMinutes: Number(e.target.value) })} />
      </label>
      <div className='al-options' role='group' aria-label={`Step ${n} notifies`}>
        {channels.map((c) => (
          <label key={c.id} className='al-check'>
            <input type='checkbox' checked={step.channelIds.includes(c.id)} onChange={(e) => onChange({ ...step, channelIds: toggle(step.channelIds, c.id, e.target.checked) })} /> {c.name}
          </label>
        ))}
        {rotations.map((r) => (
          <label key={r.id} className='al-check'>
            <input type='checkbox' checked={step.rotationIds.includes(r.id)} onChange={(e) => onChange({ ...step, rotationIds: toggle(step.rotationIds, r.id, e.target.checked) })} /> {`${r.name} (on call)`}
          </label>
        ))}
      </div>
      <div className='sf-row-actions'>
        <Button size='sm' variant='ghost' aria-label={`Move step ${n} up`} disabled={index === 0} onClick={() => onMove(-1)}>Up</Button>
        <Button size='sm' variant='ghost' aria-label={`Move step ${n} down`} disabled={index === count - 1} onClick={() => onMove(1)}>Down</Button>
        <Button size='sm' variant='ghost' aria-label={`Remove step ${n}`} disabled={count === 1} onClick={onRemove}>Remove</Button>
      </div>
    </fieldset>
  )
}
