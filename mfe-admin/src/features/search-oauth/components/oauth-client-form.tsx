import { useState, type FormEvent } from 'react'
import { Button, toast, type SearchOAuthClientBody } from '@sitefleet/shared'

/** The api's limit on the client ID and the secret. */
const FIELD_MAX = 300

/** Client ID and secret; the secret is write-only, so the field starts empty every time. */
export function OAuthClientForm ({ busy, replacing, onSave }: { busy: boolean; replacing: boolean; onSave(body: SearchOAuthClientBody): Promise<boolean> }) {
  const [clientId, setClientId] = useState('')
  const [clientSecret, setClientSecret] = useState('')

  async function submit (e: FormEvent) {
    e.preventDefault()
    if (!clientId.trim() || !clientSecret.trim()) {
      toast.error('Both the client ID and the client secret are required')
      return
    }
    if (await onSave({ clientId: clientId.trim(), clientSecret: clientSecret.trim() })) {
      setClientId('')
      setClientSecret('')
    }
  }

  return (
    <form className='ad-card ad-token-form' onSubmit={(e) => void submit(e)} aria-label='Set the OAuth client'>
      <div className='ad-field'>
        <label htmlFor='oauth-client-id'>Client ID</label>
        <input id='oauth-client-id' value={clientId} maxLength={FIELD_MAX} placeholder='1234567890-abc.apps.googleusercontent.com' autoComplete='off' onChange={(e) => setClientId(e.target.value)} />
      </div>
      <div className='ad-field'>
        <label htmlFor='oauth-client-secret'>Client secret</label>
        <input id='oauth-client-secret' type='password' value={clientSecret} maxLength={FIELD_MAX} autoComplete='new-password' onChange={(e) => setClientSecret(e.target.value)} />
      </div>
      <Button type='submit' disabled={busy}>{replacing ? 'Replace client' : 'Save client'}</Button>
    </form>
  )
}
