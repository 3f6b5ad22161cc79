import { useState } from 'react'
import { Button, ConfirmDialog, LoadError, Spinner, type AlertChannel } from '@sitefleet/shared'
import { CHANNEL_LABELS } from '../../../lib/channel-kinds'
import { useChannels } from '../hooks/use-channels'
import { AddChannelForm } from './add-channel-form'
import { EditChannelDialog } from './edit-channel-dialog'

/** Where alerts go: the caller's channels, each with Test, Edit and Delete, and a form to add one. */
export function ChannelsSection () {
  const { state, reload, add, update, remove, test, testing } = useChannels()
  const [editing, setEditing] = useState<AlertChannel | null>(null)
  const [deleting, setDeleting] = useState<AlertChannel | null>(null)

  return (
    <section className='al-section' aria-labelledby='al-channels'>
      <h2 id='al-channels'>Channels</h2>
      {state.status === 'loading' && <Spinner label='Loading channels...' />}
      {state.status === 'error' && <LoadError message='Failed to load channels.' onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && <p className='al-muted'>No channels yet: add one below to receive alerts.</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className='al-channels' aria-label='Channels'>
          {state.data.map((c) => (
            <li key={c.id} className='al-channel' aria-label={c.name}>
              <span className='al-channel__name'>{c.name}</span>
              <span className='al-muted'>
                {CHANNEL_LABELS[c.kind]} · {c.target}
                {c.enabled ? '' : ' · disabled'}
              </span>
              <span className='al-channel__actions'>
                <Button size='sm' variant='secondary' onClick={() => void test(c.id)} disabled={testing(c.id)}>
                  {testing(c.id) ? 'Testing...' : 'Test'}
                </Button>
                <Button size='sm' variant='secondary' onClick={() => setEditing(c)}>
                  Edit
                </Button>
                <Button size='sm' variant='danger' onClick={() => setDeleting(c)}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <AddChannelForm onAdd={add} />
      {editing && <EditChannelDialog channel={editing} onSave={(body) => update(editing.id, body)} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title='Delete channel'
        message={deleting ? `Delete the channel "${deleting.name}"? Its pending deliveries are dropped.` : ''}
        confirmLabel='Delete'
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting.id)
          setDeleting(null)
        }}
      />
    </section>
  )
}
