import type { ReactNode } from 'react'
import { Button, formatIsoDate, READ_ONLY_PANEL, useApi } from '@sitefleet/shared'
import type { ExpiringDomain, ReminderDomain } from '../types'
import { ExpiryDateCell, RegistryBadges } from './expiry-cells'

/** The expiry date as the server computed it (the registry's, else issue date + 1 year). */
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

/** "Refresh": look the domain up at its registry now. */
export function RefreshCell ({ domain, refreshing, onRefresh, children }: { domain: string; refreshing: string | null; onRefresh(domain: string): void; children?: ReactNode }) {
  // A panel embedded with a read token: writes are shown disabled (they would only be refused).
  const { readOnly } = useApi()
  return (
    <td>
      {children}
      <Button variant='secondary' size='sm' aria-label={`Refresh ${domain}`} disabled={refreshing !== null || readOnly} title={readOnly ? READ_ONLY_PANEL : undefined} onClick={() => onRefresh(domain)}>
        {refreshing === domain ? 'Refreshing...' : 'Refresh'}
      </Button>
    </td>
  )
}

export interface ExpiringTableProps {
  labelledBy: string;
  rows: ExpiringDomain[];
  isTicked(domain: string): boolean;
  onToggle(domain: string, ticked: boolean): void;
  disabled: boolean;
  /** The domain being looked up at its registry, if any. */
  refreshing: string | null;
  onRefresh(domain: string): void;
}

/**
 * Renew checkbox, Domain (note beneath), Issue Date, Expiry Date (marked registry or estimated),
 * Status in days remaining: the server's count (rounded up by its clock), shown as sent,
 * with the registry's warning statuses as badges; Refresh looks the domain up again.
 */
export function ExpiringTable ({ labelledBy, rows, isTicked, onToggle, disabled, refreshing, onRefresh }: ExpiringTableProps) {
  const { readOnly } = useApi()
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
            <th scope='col'>Registry</th>
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
                    disabled={disabled || readOnly}
                    title={readOnly ? READ_ONLY_PANEL : undefined}
                    onChange={(e) => onToggle(row.domain, e.target.checked)}
                  />
                </td>
                <DomainCell row={row} />
                <td>{formatIsoDate(row.issueDate) || '—'}</td>
                <ExpiryDateCell row={row} />
                <td className={days !== null && days <= 3 ? 'dm-days--soon' : undefined}>
                  {days === null ? '—' : `${days} day(s) remaining`}
                  <RegistryBadges statuses={row.registryStatus} autoRenewOff={row.autoRenew === false} />
                </td>
                <RefreshCell domain={row.domain} refreshing={refreshing} onRefresh={onRefresh} />
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
