import { useState, type FormEvent } from 'react'
import { Button, toast } from '@sitefleet/shared'

/** The api's limit on a location name. */
const NAME_MAX = 64

/** "Add location": a name (Frankfurt, Virginia...), then the token is shown once. */
export function NewLocationForm ({ busy, onCreate }: { busy: boolean; onCreate(name: string): Promise<boolean> }) {
  const [name, setName] = useState('')

  async function submit (e: FormEvent) {
    e.preventDefault()
    if (!name.trim()) {
      toast.error('Location name is required')
      return
    }
    if (await onCreate(name.trim())) setName('')
  }

  return (
    <form className='ad-card ad-token-form' onSubmit={(e) => void submit(e)} aria-label='Add location'>
      <div className='ad-field'>
        <label htmlFor='location-name'>Location name</label>
        <input id='location-name' value={name} maxLength={NAME_MAX} placeholder='e.g. Frankfurt' onChange={(e) => setName(e.target.value)} />
      </div>
      <Button type='submit' disabled={busy}>Add location</Button>
    </form>
  )
}
