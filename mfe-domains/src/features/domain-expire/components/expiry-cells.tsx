import { formatIsoDate } from '@sitefleet/shared'
import type { ReminderDomain } from '../types'

/** Registry statuses that threaten the domain: shown as warning badges (issue 15). */
export const WARNING_STATUSES = ['redemption period', 'pending delete', 'client hold', 'server hold', 'pending restore', 'inactive']

/** Expiry date with a small mark saying whether the registry published it or it is issue date + 1 year. */
export function ExpiryDateCell ({ row }: { row: ReminderDomain }) {
  const date = formatIsoDate(row.expiryDate)
  return (
    <td>
      {date || '—'}
      {date && (
        <span
          className={`dm-mark dm-mark--${row.expirySource}`}
          title={row.expirySource === 'registry' ? 'Expiry date published by the registry (RDAP)' : 'Estimated: issue date + 1 year'}
        >
          {row.expirySource}
        </span>
      )}
    </td>
  )
}

/** The registry's warning statuses of a row, as badges (none: nothing rendered). */
export function RegistryBadges ({ statuses }: { statuses: string[] }) {
  const warnings = statuses.filter((s) => WARNING_STATUSES.includes(s))
  if (warnings.length === 0) return null
  return (
    <span className='dm-registry-badges'>
      {warnings.map((s) => <span key={s} className='dm-warn-badge'>{s}</span>)}
    </span>
  )
}
