import { formatIsoDate } from '@sitefleet/shared'
import type { ReminderDomain } from '../types'
import { ExpiryDateCell, RegistryBadges } from './expiry-cells'
import { DomainCell, RefreshCell } from './expiring-table'

interface ReminderTableProps {
  labelledBy: string;
  rows: ReminderDomain[];
  refreshing: string | null;
  onRefresh(domain: string): void;
}

/** Expired domains to remove from hosting: Domain, Issue Date, Expiry Date (with its source and registry warnings), Refresh. */
export function ReminderTable ({ labelledBy, rows, refreshing, onRefresh }: ReminderTableProps) {
  return (
    <div className='dm-table-wrap'>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope='col'>Domain</th>
            <th scope='col'>Issue Date</th>
            <th scope='col'>Expiry Date</th>
            <th scope='col'>Registry</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.domain}>
              <DomainCell row={row} />
              <td>{formatIsoDate(row.issueDate) || '—'}</td>
              <ExpiryDateCell row={row} />
              <RefreshCell domain={row.domain} refreshing={refreshing} onRefresh={onRefresh}>
                <RegistryBadges statuses={row.registryStatus} />
              </RefreshCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
