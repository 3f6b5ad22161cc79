import { useState } from 'react'
import { Button, Modal, useMutation, type AlertChannel, type UpdateAlertChannelBody } from '@sitefleet/shared'
import { CHANNEL_FIELDS } from '../../../lib/channel-kinds'
import { ChannelFields, type ChannelDraft } from './channel-fields'

/** Edits a channel; the secret field starts empty (it is never read back) and empty keeps it. */
export function EditChannelDialog ({ channel, onSave, onClose }: {
  channel: AlertChannel;
  onSave(body: UpdateAlertChannelBody): Promise<boolean>;
  onClose(): void;
}) {
  // A masked secret URL (Slack, Discord) is not an editable target: only the secret replaces it.
  const [draft, setDraft] = useState<ChannelDraft>({ name: channel.name, target: CHANNEL_FIELDS[channel.kind].target ? channel.target : '', secret: '' })
  const [enabled, setEnabled] = useState(channel.enabled)
  const saving = useMutation({ mutationFn: onSave })
  const busy = saving.isPending

  const save = async () => {
    const body: UpdateAlertChannelBody = {
      name: draft.name,
      enabled,
      ...(CHANNEL_FIELDS[channel.kind].target ? { target: draft.target } : {}),
      ...(draft.secret ? { secret: draft.secret } : {}),
    }
    if (await saving.mutateAsync(body)) onClose()
  }

  return (
    <Modal
      open
      title={`Edit ${channel.name}`}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant='secondary' onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            Save
          </Button>
        </>
      }
    >
      <div className='al-form'>
        <ChannelFields kind={channel.kind} draft={draft} onChange={setDraft} editing={channel.hasSecret} />
        <label className='al-check'>
          <input type='checkbox' checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Enabled
        </label>
      </div>
    </Modal>
  )
}
