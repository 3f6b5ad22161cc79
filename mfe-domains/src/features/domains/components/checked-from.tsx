import { useId } from 'react'
import { DEFAULT_LOCATION, useCheckedFrom } from '../hooks/use-checked-from'

export interface CheckedFromProps {
  domain: string;
  ownerId?: string;
  /** The site's primary location, when the api says; null or absent: the default. */
  locationId?: string | null;
}

/**
 * "Checked from": the site's primary location, where its status check runs each round (a failure
 * is then re-checked from the others). Admins only: the list of locations is theirs.
 */
export function CheckedFrom ({ domain, ownerId, locationId = null }: CheckedFromProps) {
  const id = useId()
  const { locations, failed, value, saving, choose } = useCheckedFrom(domain, ownerId, locationId)
  if (failed) return <p className='dm-muted'>Could not load the locations.</p>
  if (locations === null) return null
  return (
    <div className='dm-field dm-checked-from'>
      <label htmlFor={id}>Checked from</label>
      <select id={id} value={value} disabled={saving} onChange={(e) => void choose(e.target.value)}>
        <option value={DEFAULT_LOCATION}>Default (its server&apos;s location, else home)</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>{`${l.name}${l.online ? '' : ' (offline)'}`}</option>
        ))}
      </select>
    </div>
  )
}
