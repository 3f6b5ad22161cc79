import { DataTable, formatIsoDate } from '@sitefleet/shared'
import type { ReminderDomain } from '../types'
import { ExpiryDate, RegistryBadges } from './expiry-cells'
import { DomainWithNote, RefreshButton } from './expiring-table'

interface ReminderTableProps {
  labelledBy: string;
  rows: ReminderDomain[];
  refreshing: string | null;
  onRefresh(domain: string): void;
}

/** Expired domains to remove from hosting: Domain, Issue Date, Expiry Date (with its source and registry warnings), Refresh. */
export function ReminderTable ({ labelledBy, rows, refreshing, onRefresh }: ReminderTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={rows}
      rowKey={(row) => row.domain}
      columns={[
        { header: 'Domain', cell: (row) => <DomainWithNote row={row} /> },
        { header: 'Issue Date', kind: 'nowrap', cell: (row) => formatIsoDate(row.issueDate) || '—' },
        { header: 'Expiry Date', cell: (row) => <ExpiryDate row={row} /> },
        {
          header: 'Registry',
          kind: 'actions',
          cell: (row) => (
            <RefreshButton domain={row.domain} refreshing={refreshing} onRefresh={onRefresh}>
              <RegistryBadges statuses={row.registryStatus} />
            </RefreshButton>
          ),
        },
      ]}
    />
  )
}
