import { useId, useState, type FormEvent } from 'react'
import { Button, Modal, toast, useMutation, type SearchAccount, type SearchAccountKind } from '@sitefleet/shared'
import { KIND_ORDER, KINDS } from '../lib/account-kinds'

export const SEARCH_FORM_TEXT = {
  nameRequired: 'A name is required',
  credentialsRequired: 'All credential fields are required',
  clientPair: 'Give both the OAuth client ID and its secret, or neither',
  keepCredentials: 'Credentials are never shown. Leave them empty to keep the stored ones.',
} as const

export interface SearchAccountFormValues {
  kind: SearchAccountKind;
  name: string;
  /** Undefined: keep the stored credentials (edit only). */
  credentials?: Record<string, string>;
}

/** Which credentials the filled fields make, or the sentence that says what is missing. */
function credentialsOf (kind: SearchAccountKind, values: Record<string, string>, editing: boolean): Record<string, string> | undefined | string {
  const fields = KINDS[kind].fields
  const filled = fields.filter((f) => (values[f.key] ?? '').trim() !== '')
  if (filled.length === 0) return editing || fields.every((f) => f.optional) ? (editing ? undefined : {}) : SEARCH_FORM_TEXT.credentialsRequired
  if (filled.length !== fields.length) return kind === 'google-oauth' ? SEARCH_FORM_TEXT.clientPair : SEARCH_FORM_TEXT.credentialsRequired
  return Object.fromEntries(fields.map((f) => [f.key, values[f.key].trim()]))
}

/** Add or edit a search account; the credential fields are write-only and start empty. */
export function SearchAccountFormDialog ({ account, onSubmit, onClose }: { account?: SearchAccount; onSubmit(values: SearchAccountFormValues): Promise<boolean>; onClose(): void }) {
  const id = useId()
  const editing = account !== undefined
  const [kind, setKind] = useState<SearchAccountKind>(account?.kind ?? 'google-oauth')
  const [name, setName] = useState(account?.name ?? '')
  const [values, setValues] = useState<Record<string, string>>({})
  const save = useMutation({ mutationFn: onSubmit })
  const saving = save.isPending

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (name.trim() === '') return void toast.error(SEARCH_FORM_TEXT.nameRequired)
    const credentials = credentialsOf(kind, values, editing)
    if (typeof credentials === 'string') return void toast.error(credentials)
    if (await save.mutateAsync({ kind, name: name.trim(), ...(credentials === undefined ? {} : { credentials }) })) onClose()
  }

  const formId = `${id}-form`
  return (
    <Modal
      open
      title={editing ? `Edit ${account.name}` : 'Add search account'}
      onClose={saving ? () => undefined : onClose}
      footer={
        <>
          <Button variant='secondary' onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type='submit' form={formId} disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
        </>
      }
    >
      <form id={formId} className='ix-dialog-form' onSubmit={(e) => void submit(e)} noValidate autoComplete='off'>
        <div className='ix-field'>
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} value={kind} disabled={editing} onChange={(e) => { setKind(e.target.value as SearchAccountKind); setValues({}) }}>
            {KIND_ORDER.map((k) => <option key={k} value={k}>{KINDS[k].name}</option>)}
          </select>
        </div>
        <p className='ix-muted'>{KINDS[kind].note}</p>
        <div className='ix-field'>
          <label htmlFor={`${id}-name`}>Account Name</label>
          <input id={`${id}-name`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        {editing && <p className='ix-muted'>{SEARCH_FORM_TEXT.keepCredentials}</p>}
        {KINDS[kind].fields.map((f) => (
          <div className='ix-field' key={`${kind}-${f.key}`}>
            <label htmlFor={`${id}-${f.key}`}>{f.label}{f.optional ? ' (optional)' : ''}</label>
            {f.multiline
              ? <textarea id={`${id}-${f.key}`} rows={5} spellCheck={false} value={values[f.key] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))} />
              : <input id={`${id}-${f.key}`} type={f.secret ? 'password' : 'text'} autoComplete={f.secret ? 'new-password' : 'off'} value={values[f.key] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))} />}
          </div>
        ))}
      </form>
    </Modal>
  )
}
