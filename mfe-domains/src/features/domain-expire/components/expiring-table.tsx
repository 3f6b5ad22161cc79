import type { ReactNode } from 'react'
import { Button, DataTable, formatIsoDate, READ_ONLY_PANEL, useApi } from '@sitefleet/shared'
import type { ExpiringDomain, ReminderDomain } from '../types'
import { ExpiryDate, RegistryBadges } from './expiry-cells'

/** The expiry date as the server computed it (the registry's, else issue date + 1 year). */
export function expiryOf (row: ReminderDomain): string {
  return formatIsoDate(row.expiryDate)
}

export function DomainWithNote ({ row }: { row: ReminderDomain }) {
  return (
    <>
      <strong>{row.domain}</strong>
      {row.note && <span className='dm-table__note'>{row.note}</span>}
    </>
  )
}

/** "Refresh": look the domain up at its registry now. */
export function RefreshButton ({ domain, refreshing, onRefresh, children }: { domain: string; refreshing: string | null; onRefresh(domain: string): void; children?: ReactNode }) {
  // A panel embedded with a read token: writes are shown disabled (they would only be refused).
  const { readOnly } = useApi()
  return (
    <>
      {children}
      <Button variant='secondary' size='sm' aria-label={`Refresh ${domain}`} disabled={refreshing !== null || readOnly} title={readOnly ? READ_ONLY_PANEL : undefined} onClick={() => onRefresh(domain)}>
        {refreshing === domain ? 'Refreshing...' : 'Refresh'}
      </Button>
    </>
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
    <DataTable
      labelledBy={labelledBy}
      rows={rows}
      rowKey={(row) => row.domain}
      columns={[
        {
          header: 'Renew',
          cell: (row) => (
            <input
              type='checkbox'
              aria-label={`Renew ${row.domain}`}
              checked={isTicked(row.domain)}
              disabled={disabled || readOnly}
              title={readOnly ? READ_ONLY_PANEL : undefined}
              onChange={(e) => onToggle(row.domain, e.target.checked)}
            />
          ),
        },
        { header: 'Domain', cell: (row) => <DomainWithNote row={row} /> },
        { header: 'Issue Date', kind: 'nowrap', cell: (row) => formatIsoDate(row.issueDate) || '—' },
        { header: 'Expiry Date', cell: (row) => <ExpiryDate row={row} /> },
        {
          header: 'Status',
          cellClassName: (row) => (row.daysLeft !== null && row.daysLeft <= 3 ? 'dm-days--soon' : undefined),
          cell: (row) => (
            <>
              {row.daysLeft === null ? '—' : `${row.daysLeft} day(s) remaining`}
              <RegistryBadges statuses={row.registryStatus} autoRenewOff={row.autoRenew === false} />
            </>
          ),
        },
        { header: 'Registry', kind: 'actions', cell: (row) => <RefreshButton domain={row.domain} refreshing={refreshing} onRefresh={onRefresh} /> },
      ]}
    />
  )
}
