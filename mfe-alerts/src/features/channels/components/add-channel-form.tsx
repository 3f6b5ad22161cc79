import { useState, type FormEvent } from 'react'
import { Button, useMutation, type AlertChannelKind, type CreateAlertChannelBody } from '@sitefleet/shared'
import { CHANNEL_KINDS, CHANNEL_LABELS } from '../../../lib/channel-kinds'
import { ChannelFields, type ChannelDraft } from './channel-fields'

const EMPTY: ChannelDraft = { name: '', target: '', secret: '' }

/** Adds a channel: pick a kind, then the fields it needs. The server validates them. */
export function AddChannelForm ({ onAdd }: { onAdd(body: CreateAlertChannelBody): Promise<boolean> }) {
  const [kind, setKind] = useState<AlertChannelKind>('email')
  const [draft, setDraft] = useState<ChannelDraft>(EMPTY)
  const add = useMutation({ mutationFn: onAdd })
  const busy = add.isPending

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body: CreateAlertChannelBody = { kind, name: draft.name, ...(draft.target ? { target: draft.target } : {}), ...(draft.secret ? { secret: draft.secret } : {}) }
    if (await add.mutateAsync(body)) setDraft(EMPTY)
  }

  return (
    <form className='al-form' aria-label='Add a channel' onSubmit={(e) => void submit(e)}>
      <label className='al-field'>
        <span>Kind</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as AlertChannelKind)}>
          {CHANNEL_KINDS.map((k) => (
            <option key={k} value={k}>
              {CHANNEL_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <ChannelFields kind={kind} draft={draft} onChange={setDraft} />
      <Button type='submit' disabled={busy}>
        Add channel
      </Button>
    </form>
  )
}
