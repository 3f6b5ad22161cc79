import type { AlertChannelKind } from '@sitefleet/shared'
import { CHANNEL_FIELDS } from '../../../lib/channel-kinds'

export interface ChannelDraft {
  name: string;
  target: string;
  secret: string;
}

/** The name, target and secret inputs of a channel kind (secrets are write-only: never filled in). */
export function ChannelFields ({ kind, draft, onChange, editing = false }: {
  kind: AlertChannelKind;
  draft: ChannelDraft;
  onChange(draft: ChannelDraft): void;
  /** Editing a stored channel: an empty secret keeps the stored one. */
  editing?: boolean;
}) {
  const fields = CHANNEL_FIELDS[kind]
  return (
    <>
      <label className='al-field'>
        <span>Name</span>
        <input value={draft.name} maxLength={100} required onChange={(e) => onChange({ ...draft, name: e.target.value })} />
      </label>
      {fields.target && (
        <label className='al-field'>
          <span>{fields.target.label}</span>
          <input
            type={fields.target.type}
            value={draft.target}
            placeholder={fields.target.placeholder}
            onChange={(e) => onChange({ ...draft, target: e.target.value })}
          />
        </label>
      )}
      {fields.secret && (
        <label className='al-field'>
          <span>{fields.secret.label}</span>
          <input
            type='password'
            autoComplete='off'
            value={draft.secret}
            placeholder={editing ? 'Stored — leave empty to keep it' : fields.secret.placeholder}
            onChange={(e) => onChange({ ...draft, secret: e.target.value })}
          />
        </label>
      )}
    </>
  )
}
