import type { DomainOwner } from '@sitefleet/shared'

/** Whose record a row is, on the admin layout (admins read every user's hosting). */
export function OwnerNote ({ owner }: { owner?: DomainOwner }) {
  if (!owner) return null
  return <span className='hs-owner'>{owner.name || 'Unknown user'}</span>
}
