import { useState } from 'react'
import { Button, ConfirmDialog, LoadError, Spinner, type LayoutKind, type OncallRotation } from '@sitefleet/shared'
import { useOncallRotations } from '../hooks/use-oncall-rotations'
import { scheduleText } from '../lib/rotation-draft'
import { OverridesDialog } from './overrides-dialog'
import { RotationDialog } from './rotation-dialog'

type Open = { kind: 'edit'; rotation: OncallRotation | null } | { kind: 'overrides' | 'delete'; rotation: OncallRotation } | null

/** On-call rotations: people taking turns daily or weekly, handing off at a local time; overrides. */
export function RotationsSection ({ layout }: { layout: LayoutKind }) {
  const r = useOncallRotations(layout)
  const [open, setOpen] = useState<Open>(null)
  const members = r.members.status === 'ready' ? r.members.data : []
  const close = () => setOpen(null)
  return (
    <section className='al-section' aria-labelledby='al-rotations'>
      <h2 id='al-rotations'>On-call rotations</h2>
      {r.rotations.status === 'loading' && <Spinner label='Loading rotations...' />}
      {r.rotations.status === 'error' && <LoadError message='Failed to load rotations.' onRetry={r.reload} />}
      {r.rotations.status === 'ready' && r.rotations.data.length === 0 && <p className='al-muted'>No rotations. An escalation step can notify whoever is on call in one.</p>}
      {r.rotations.status === 'ready' && r.rotations.data.length > 0 && (
        <ul className='al-channels' aria-label='Rotations'>
          {r.rotations.data.map((rotation) => (
            <li key={rotation.id} className='al-channel' aria-label={rotation.name}>
              <span className='al-channel__name'>{rotation.name}</span>
              <span>{scheduleText(rotation)}</span>
              <span className='al-muted'>{rotation.members.map((m) => m.name).join(' → ')}</span>
              <span className='al-channel__actions'>
                <Button size='sm' variant='secondary' onClick={() => setOpen({ kind: 'overrides', rotation })}>Overrides</Button>
                <Button size='sm' variant='secondary' onClick={() => setOpen({ kind: 'edit', rotation })}>Edit</Button>
                <Button size='sm' variant='danger' onClick={() => setOpen({ kind: 'delete', rotation })}>Delete</Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setOpen({ kind: 'edit', rotation: null })}>New rotation</Button>
      </div>
      {open?.kind === 'edit' && (
        <RotationDialog
          busy={r.busy} rotation={open.rotation} members={members} onClose={close}
          onSave={(body) => (open.rotation === null ? r.create(body) : r.update(open.rotation, body))}
        />
      )}
      {open?.kind === 'overrides' && (
        <OverridesDialog
          rotation={open.rotation} members={members} onClose={close}
          onAdd={(body) => r.addOverride(open.rotation, body)} onRemove={(id) => r.removeOverride(open.rotation, id)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'} title='Delete rotation' danger busy={r.busy} confirmLabel='Delete'
        message={`${open?.rotation?.name ?? ''} and its overrides will be deleted; escalation steps naming it notify nobody from it.`}
        onConfirm={() => void (open?.kind === 'delete' && r.remove(open.rotation).then(close))}
        onCancel={close}
      />
    </section>
  )
}
