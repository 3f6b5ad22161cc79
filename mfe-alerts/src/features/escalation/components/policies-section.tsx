import { useState } from 'react'
import { Button, ConfirmDialog, LoadError, Spinner, useApiQuery, type EscalationPolicy } from '@sitefleet/shared'
import { getChannels } from '../../../api/get-channels'
import { getOncallRotations } from '../../../api/get-oncall-rotations'
import { useEscalationPolicies } from '../hooks/use-escalation-policies'
import { stepText } from '../lib/policy-draft'
import { PolicyDialog } from './policy-dialog'

type Editing = { policy: EscalationPolicy | null } | null

/**
 * Escalation policies: while an incident is not acknowledged, each step in turn notifies its
 * channels or whoever is on call in its rotations, after its wait; the steps repeat K times.
 */
export function PoliciesSection () {
  const { policies, reload, busy, create, update, remove } = useEscalationPolicies()
  const channels = useApiQuery(['/api/alerts/channels'], getChannels)
  const rotations = useApiQuery(['/api/oncall-rotations'], getOncallRotations)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<EscalationPolicy | null>(null)
  const names = {
    channel: (id: string) => channels.data?.find((c) => c.id === id)?.name ?? 'a deleted channel',
    rotation: (id: string) => rotations.data?.find((r) => r.id === id)?.name ?? 'a deleted rotation',
  }
  return (
    <section className='al-section' aria-labelledby='al-policies'>
      <h2 id='al-policies'>Escalation policies</h2>
      {policies.status === 'loading' && <Spinner label='Loading escalation policies...' />}
      {policies.status === 'error' && <LoadError message='Failed to load escalation policies.' onRetry={reload} />}
      {policies.status === 'ready' && policies.data.length === 0 && <p className='al-muted'>No escalation policies. Pick one in the rules once it exists.</p>}
      {policies.status === 'ready' && policies.data.length > 0 && (
        <ul className='al-channels' aria-label='Escalation policies'>
          {policies.data.map((p) => (
            <li key={p.id} className='al-channel' aria-label={p.name}>
              <span className='al-channel__name'>{p.name}</span>
              <ol className='al-steps'>
                {p.steps.map((s, i) => <li key={i}>{stepText(s, names)}</li>)}
              </ol>
              <span className='al-muted'>{p.repeats === 0 ? 'Runs once' : `Repeats ${p.repeats} times`}</span>
              {p.owner && <span className='al-muted'>{p.owner.name}</span>}
              <span className='al-channel__actions'>
                <Button size='sm' variant='secondary' onClick={() => setEditing({ policy: p })}>Edit</Button>
                <Button size='sm' variant='danger' onClick={() => setDeleting(p)}>Delete</Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setEditing({ policy: null })}>New policy</Button>
      </div>
      {editing !== null && (
        <PolicyDialog
          busy={busy} policy={editing.policy} channels={channels.data ?? []} rotations={rotations.data ?? []}
          onSave={(body) => (editing.policy === null ? create(body) : update(editing.policy, body))}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null} title='Delete escalation policy' danger busy={busy} confirmLabel='Delete'
        message={`${deleting?.name ?? ''} will be deleted; incidents will no longer escalate with it.`}
        onConfirm={() => void (deleting && remove(deleting).then(() => setDeleting(null)))}
        onCancel={() => setDeleting(null)}
      />
    </section>
  )
}
