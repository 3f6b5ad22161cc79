import { formatIsoDate } from '@sitefleet/shared'
import type { ReminderDomain } from '../types'
import { DomainCell, expiryOf } from './expiring-table'

/** Expired domains to remove from hosting: Domain, Issue Date, Expiry Date. */
export function ReminderTable ({ labelledBy, rows }: { labelledBy: string; rows: ReminderDomain[] }) {
  return (
    <div className='dm-table-wrap'>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope='col'>Domain</th>
            <th scope='col'>Issue Date</th>
            <th scope='col'>Expiry Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.domain}>
              <DomainCell row={row} />
              <td>{formatIsoDate(row.issueDate) || '—'}</td>
              <td>{expiryOf(row) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
