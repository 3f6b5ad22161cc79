import { useState, type FormEvent } from 'react'
import { Button, CATEGORY_LABELS, useMutation, SUPER_CATEGORIES, type CreateMaintenanceBody, type HostingServer, type SuperCategory } from '@sitefleet/shared'

/** `datetime-local` value (the browser's local time) of an instant. */
function localInput (at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** A window for one server or one domain, from when to when; the server checks the rest. */
export function AddWindowForm ({ servers, onAdd }: { servers: HostingServer[]; onAdd(body: CreateMaintenanceBody): Promise<boolean> }) {
  const [target, setTarget] = useState<'server' | 'domain'>(servers.length > 0 ? 'server' : 'domain')
  const [serverId, setServerId] = useState(servers[0]?._id ?? '')
  const [domain, setDomain] = useState('')
  const [category, setCategory] = useState<SuperCategory>('natural')
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()))
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 2 * 60 * 60_000)))
  const [note, setNote] = useState('')
  const add = useMutation({ mutationFn: onAdd })
  const busy = add.isPending

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const when = { startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString(), note }
    const body: CreateMaintenanceBody = target === 'server' ? { ...when, serverId } : { ...when, domain, superCategory: category }
    if (await add.mutateAsync(body)) setNote('')
  }

  return (
    <form className='al-form' aria-label='Add a maintenance window' onSubmit={(e) => void submit(e)}>
      <label className='al-field'>
        <span>For</span>
        <select value={target} onChange={(e) => setTarget(e.target.value as 'server' | 'domain')}>
          <option value='server'>A hosting server</option>
          <option value='domain'>A domain</option>
        </select>
      </label>
      {target === 'server'
        ? (
        <label className='al-field'>
          <span>Server</span>
          <select value={serverId} onChange={(e) => setServerId(e.target.value)} required>
            {servers.map((s) => (
              <option key={s._id} value={s._id}>{`${s.server} (${s.platform}, ${s.email})`}</option>
            ))}
          </select>
        </label>
          )
        : (
        <>
          <label className='al-field'>
            <span>Domain</span>
            <input value={domain} onChange={(e) => setDomain(e.target.value)} placeholder='example.com' required />
          </label>
          <label className='al-field'>
            <span>Category</span>
            <select value={category} onChange={(e) => setCategory(e.target.value as SuperCategory)}>
              {SUPER_CATEGORIES.map((c) => <option key={c} value={c}>{CATEGORY_LABELS[c]}</option>)}
            </select>
          </label>
        </>
          )}
      <label className='al-field'>
        <span>Starts</span>
        <input type='datetime-local' value={startsAt} onChange={(e) => setStartsAt(e.target.value)} required />
      </label>
      <label className='al-field'>
        <span>Ends</span>
        <input type='datetime-local' value={endsAt} onChange={(e) => setEndsAt(e.target.value)} required />
      </label>
      <label className='al-field'>
        <span>Note</span>
        <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder='Disk replacement' />
      </label>
      <Button type='submit' disabled={busy || (target === 'server' && serverId === '')}>
        Add window
      </Button>
    </form>
  )
}
