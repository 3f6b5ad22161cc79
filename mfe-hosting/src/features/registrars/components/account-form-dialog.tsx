import { useId, useState, type FormEvent } from 'react'
import { Button, Modal, registrarProviderName, toast, useMutation, type RegistrarAccount, type RegistrarProvider } from '@sitefleet/shared'
import { PROVIDER_ORDER, PROVIDERS } from '../lib/providers'

export const FORM_TEXT = {
  nameRequired: 'A name is required',
  credentialsRequired: 'All credential fields are required',
  keepCredentials: 'Credentials are never shown. Leave them empty to keep the stored ones.',
} as const

export interface AccountFormValues {
  provider: RegistrarProvider;
  name: string;
  /** Undefined: keep the stored credentials (edit only). */
  credentials?: Record<string, string>;
}

export interface AccountFormDialogProps {
  /** The account being edited; undefined adds a new one. */
  account?: RegistrarAccount;
  onSubmit(values: AccountFormValues): Promise<boolean>;
  onClose(): void;
}

/**
 * Add or edit a registrar account: the provider's own credential fields, write-only (they start
 * empty and are never read back); on edit, empty fields keep the stored credentials.
 */
export function AccountFormDialog ({ account, onSubmit, onClose }: AccountFormDialogProps) {
  const id = useId()
  const editing = account !== undefined
  const [provider, setProvider] = useState<RegistrarProvider>(account?.provider ?? 'namecheap')
  const [name, setName] = useState(account?.name ?? '')
  const [credentials, setCredentials] = useState<Record<string, string>>({})
  // The dialog's one write: Save stays disabled (and the dialog open) until the answer.
  const save = useMutation({ mutationFn: onSubmit })
  const saving = save.isPending
  const fields = PROVIDERS[provider].fields

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (name.trim() === '') return void toast.error(FORM_TEXT.nameRequired)
    const filled = fields.filter((f) => (credentials[f.key] ?? '').trim() !== '')
    if ((!editing || filled.length > 0) && filled.length !== fields.length) return void toast.error(FORM_TEXT.credentialsRequired)
    const values: AccountFormValues = { provider, name: name.trim() }
    if (filled.length > 0) values.credentials = Object.fromEntries(fields.map((f) => [f.key, credentials[f.key].trim()]))
    if (await save.mutateAsync(values)) onClose()
  }

  const formId = `${id}-form`
  return (
    <Modal
      open
      title={editing ? `Edit ${account.name}` : 'Add registrar account'}
      onClose={saving ? () => undefined : onClose}
      footer={
        <>
          <Button variant='secondary' onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type='submit' form={formId} disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
        </>
      }
    >
      <form id={formId} className='hs-dialog-form' onSubmit={(e) => void submit(e)} noValidate autoComplete='off'>
        <div className='hs-field'>
          <label htmlFor={`${id}-provider`}>Provider</label>
          <select
            id={`${id}-provider`}
            value={provider}
            disabled={editing}
            onChange={(e) => {
              setProvider(e.target.value as RegistrarProvider)
              setCredentials({})
            }}
          >
            {PROVIDER_ORDER.map((p) => <option key={p} value={p}>{registrarProviderName(p)}</option>)}
          </select>
        </div>
        <p className='hs-muted'>{PROVIDERS[provider].note}</p>
        <div className='hs-field'>
          <label htmlFor={`${id}-name`}>Account Name</label>
          <input id={`${id}-name`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        {editing && <p className='hs-muted'>{FORM_TEXT.keepCredentials}</p>}
        {fields.map((f) => (
          <div className='hs-field' key={`${provider}-${f.key}`}>
            <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
            <input
              id={`${id}-${f.key}`}
              type={f.secret ? 'password' : 'text'}
              autoComplete={f.secret ? 'new-password' : 'off'}
              value={credentials[f.key] ?? ''}
              onChange={(e) => setCredentials((c) => ({ ...c, [f.key]: e.target.value }))}
            />
            {f.hint && <span className='hs-owner'>{f.hint}</span>}
          </div>
        ))}
      </form>
    </Modal>
  )
}
