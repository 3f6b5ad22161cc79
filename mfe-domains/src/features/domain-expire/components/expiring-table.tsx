import { formatIsoDate } from '@sitefleet/shared'
import type { ExpiringDomain, ReminderDomain } from '../types'

/** The expiry date as the server computed it (issue date + 1 year, spec §3). */
export function expiryOf (row: ReminderDomain): string {
  return formatIsoDate(row.expiryDate)
}

export function DomainCell ({ row }: { row: ReminderDomain }) {
  return (
    <td>
      <strong>{row.domain}</strong>
      {row.note && <span className='dm-table__note'>{row.note}</span>}
    </td>
  )
}

export interface ExpiringTableProps {
  labelledBy: string;
  rows: ExpiringDomain[];
  isTicked(domain: string): boolean;
  onToggle(domain: string, ticked: boolean): void;
  disabled: boolean;
}

/**
 * Renew checkbox, Domain (note beneath), Issue Date, Expiry Date, Status in days remaining: the
 * server's count (rounded up by its clock, spec §9), shown as sent.
 */
export function ExpiringTable ({ labelledBy, rows, isTicked, onToggle, disabled }: ExpiringTableProps) {
  return (
    <div className='dm-table-wrap'>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope='col'>Renew</th>
            <th scope='col'>Domain</th>
            <th scope='col'>Issue Date</th>
            <th scope='col'>Expiry Date</th>
            <th scope='col'>Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const days = row.daysLeft
            return (
              <tr key={row.domain}>
                <td>
                  <input
                    type='checkbox'
                    aria-label={`Renew ${row.domain}`}
                    checked={isTicked(row.domain)}
                    disabled={disabled}
                    onChange={(e) => onToggle(row.domain, e.target.checked)}
                  />
                </td>
                <DomainCell row={row} />
                <td>{formatIsoDate(row.issueDate) || '—'}</td>
                <td>{expiryOf(row) || '—'}</td>
                <td className={days !== null && days <= 3 ? 'dm-days--soon' : undefined}>
                  {days === null ? '—' : `${days} day(s) remaining`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
