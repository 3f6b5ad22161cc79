import { useId, type FormEvent } from 'react'
import { Button, Spinner } from '@sitefleet/shared'
import { HOSTING_FIELDS, useHostingInfo } from '../hooks/use-hosting-info'

export interface HostingEditorProps {
  domain: string;
  ownerId?: string;
}

/** The six hosting fields of a domain; leaving Server auto-fills Platform and Email for a known server. */
export function HostingEditor ({ domain, ownerId }: HostingEditorProps) {
  const id = useId()
  const { info, loading, saving, setField, autofill, save } = useHostingInfo(domain, ownerId)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void save()
  }

  if (loading) return <Spinner label='Loading hosting info...' />
  return (
    <form className='dm-panel dm-hosting' onSubmit={onSubmit} aria-label={`Hosting info of ${domain}`}>
      <div className='dm-hosting__grid'>
        {HOSTING_FIELDS.map(({ name, label }) => (
          <div className='dm-field' key={name}>
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type={name === 'email' || name === 'domainEmail' ? 'email' : 'text'}
              value={info[name]}
              onChange={(e) => setField(name, e.target.value)}
              onBlur={name === 'server' ? (e) => void autofill(e.target.value) : undefined}
            />
          </div>
        ))}
      </div>
      <div className='dm-actions'>
        <Button type='submit' disabled={saving}>
          {saving ? 'Saving...' : 'Save Hosting Info'}
        </Button>
      </div>
    </form>
  )
}
