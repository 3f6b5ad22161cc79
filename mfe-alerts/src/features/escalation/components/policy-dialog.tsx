import { useState } from 'react'
import { Button, FormField, Modal, type AlertChannel, type EscalationPolicy, type EscalationPolicyBody, type OncallRotation } from '@sitefleet/shared'
import { draftOf, emptyStep, policyProblem } from '../lib/policy-draft'
import { StepFields } from './step-fields'

/** Creates (policy null) or edits a policy: its name, ordered steps and how often they repeat. */
export function PolicyDialog ({ busy, policy, channels, rotations, onSave, onClose }: {
  policy: EscalationPolicy | null;
  channels: AlertChannel[];
  rotations: OncallRotation[];
  onSave(body: EscalationPolicyBody): Promise<boolean>;
  onClose(): void;
  /** A save is under way: the write's own pending state. */
  busy: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(policy))
  const [problem, setProblem] = useState<string | null>(null)
  const steps = draft.steps
  const setStep = (i: number, step: EscalationPolicyBody['steps'][number]) => setDraft({ ...draft, steps: steps.map((s, k) => (k === i ? step : s)) })
  const move = (i: number, by: -1 | 1) => {
    const next = [...steps];
    [next[i], next[i + by]] = [next[i + by], next[i]]
    setDraft({ ...draft, steps: next })
  }

  const save = async () => {
    const found = policyProblem(draft)
    setProblem(found)
    if (found !== null) return
    if (await onSave({ ...draft, name: draft.name.trim() })) onClose()
  }

  return (
    <Modal
      open
      title={policy === null ? 'New escalation policy' : `Edit ${policy.name}`}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant='secondary' onClick={onClose} disabled={busy}>Cancel</Button>
          <Button onClick={() => void save()} disabled={busy}>Save policy</Button>
        </>
      }
    >
      <div className='al-form'>
        <FormField label='Name' className='al-field'>
          <input value={draft.name} maxLength={100} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </FormField>
        <FormField label='Repeat the steps' hint='More rounds while nobody acknowledges (0 to 10)' className='al-field'>
          <input type='number' min={0} max={10} value={draft.repeats} onChange={(e) => setDraft({ ...draft, repeats: Number(e.target.value) })} />
        </FormField>
        {steps.map((step, i) => (
          <StepFields
            key={i} index={i} count={steps.length} step={step} channels={channels} rotations={rotations}
            onChange={(s) => setStep(i, s)} onMove={(by) => move(i, by)} onRemove={() => setDraft({ ...draft, steps: steps.filter((_, k) => k !== i) })}
          />
        ))}
        <Button variant='secondary' size='sm' disabled={steps.length >= 10} onClick={() => setDraft({ ...draft, steps: [...steps, emptyStep()] })}>Add step</Button>
        {problem !== null && <p className='al-error' role='alert'>{problem}</p>}
      </div>
    </Modal>
  )
}
