import type { ReputationListing } from '../types/reputation'
import { formatIsoDate } from '../lib/dates'
import { safeHref } from '../lib/safe-href'
import { DataTable, type TableColumn } from './data-table'

/**
 * A domain's or a server's blocklist history: each listing, current or ended, with the list's own
 * page about it. `what` names the listed value (a domain page shows names and IPs, a server page
 * its IPs); `extra` columns follow the category (a server page counts the sites an IP touches).
 */
export function ListingHistoryTable ({ labelledBy, listings, what, extra = [] }: {
  labelledBy: string;
  listings: ReputationListing[];
  what: TableColumn<ReputationListing>;
  extra?: Array<TableColumn<ReputationListing>>;
}) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={listings}
      rowKey={(row) => `${row.provider}|${row.value}|${row.category}|${row.firstSeen}`}
      columns={[
        { header: 'List', cell: (row) => row.list },
        what,
        { header: 'Category', cell: (row) => row.category },
        ...extra,
        { header: 'Listed since', kind: 'nowrap', cell: (row) => formatIsoDate(row.firstSeen) },
        { header: 'Delisted', kind: 'nowrap', cell: (row) => (row.delistedAt === null ? 'Still listed' : formatIsoDate(row.delistedAt)) },
        { header: 'Last checked', kind: 'nowrap', cell: (row) => formatIsoDate(row.lastChecked) },
        { header: 'Look it up', cell: (row) => <a href={safeHref(row.lookupUrl) ?? undefined} target='_blank' rel='noreferrer'>{`${row.list}: ${row.value}`}</a> },
      ]}
    />
  )
}
