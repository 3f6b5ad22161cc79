import { useState, type FormEvent } from 'react'
import { Button, toast, type CreateApiTokenBody } from '@sitefleet/shared'

/** Name and access of a new token; the name is required. */
export function NewTokenForm ({ busy, onCreate }: { busy: boolean; onCreate(body: CreateApiTokenBody): Promise<boolean> }) {
  const [name, setName] = useState('')
  const [access, setAccess] = useState<'read' | 'write'>('read')

  async function submit (e: FormEvent) {
    e.preventDefault()
    if (!name.trim()) {
      toast.error('Token name is required')
      return
    }
    if (await onCreate({ name: name.trim(), access })) setName('')
  }

  return (
    <form className='ad-card ad-token-form' onSubmit={(e) => void submit(e)}>
      <div className='ad-field'>
        <label htmlFor='token-name'>Token name</label>
        <input id='token-name' value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className='ad-field'>
        <label htmlFor='token-access'>Access</label>
        <select id='token-access' value={access} onChange={(e) => setAccess(e.target.value === 'write' ? 'write' : 'read')}>
          <option value='read'>Read only</option>
          <option value='write'>Read and write</option>
        </select>
      </div>
      <Button type='submit' disabled={busy}>Create token</Button>
    </form>
  )
}
