import { formatIsoDate } from '@sitefleet/shared'
import { ExpirySourceMark } from '../../../components/expiry-source-mark'
import type { ReminderDomain } from '../types'

/** Registry statuses that threaten the domain: shown as warning badges. */
export const WARNING_STATUSES = ['redemption period', 'pending delete', 'client hold', 'server hold', 'pending restore', 'inactive']

/** Expiry date with a mark saying whether the registry, the registrar or the estimate gave it, and the mismatch flag. */
export function ExpiryDate ({ row }: { row: ReminderDomain }) {
  const date = formatIsoDate(row.expiryDate)
  return (
    <>
      {date || '—'}
      {date && <ExpirySourceMark source={row.expirySource} mismatch={row.expiryMismatch} />}
    </>
  )
}

/** The registry's warning statuses of a row, and auto-renew off at the registrar, as badges (none: nothing rendered). */
export function RegistryBadges ({ statuses, autoRenewOff = false }: { statuses: string[]; autoRenewOff?: boolean }) {
  const warnings = [...(autoRenewOff ? ['auto-renew off'] : []), ...statuses.filter((s) => WARNING_STATUSES.includes(s))]
  if (warnings.length === 0) return null
  return (
    <span className='dm-registry-badges'>
      {warnings.map((s) => <span key={s} className='dm-warn-badge'>{s}</span>)}
    </span>
  )
}
