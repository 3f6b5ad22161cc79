import { useNavigate } from 'react-router-dom'
import { Button, DataTable, paths, READ_ONLY_PANEL, useApi, type HostingListRow, type LayoutKind } from '@sitefleet/shared'
import { OwnerNote } from './owner-note'

export interface HostingTableProps {
  rows: HostingListRow[];
  layout: LayoutKind;
  onEdit(row: HostingListRow): void;
}

/** One row per platform account: Platform / Email / Server / Server Count / Domain Count / Action. */
export function HostingTable ({ rows, layout, onEdit }: HostingTableProps) {
  // A panel embedded with a read token: writes are shown disabled (they would only be refused).
  const { readOnly } = useApi()
  const navigate = useNavigate()
  if (rows.length === 0) return <p className='hs-empty'>No hosting info found</p>
  return (
    <DataTable
      label='Hosting info'
      rows={rows}
      rowKey={(row) => row._id}
      columns={[
        { header: 'Platform', cell: (row) => row.platform },
        { header: 'Email', cell: (row) => <>{row.email}{layout === 'admin' && <OwnerNote owner={row.owner} />}</> },
        {
          header: 'Server',
          kind: 'actions',
          cell: (row) => <Button size='sm' variant='secondary' onClick={() => navigate(paths.servers(layout, row.email))}>Show Servers</Button>,
        },
        { header: 'Server Count', kind: 'nowrap', cell: (row) => row.serverCount },
        { header: 'Domain Count', kind: 'nowrap', cell: (row) => row.domainCount },
        {
          header: 'Action',
          kind: 'actions',
          cell: (row) => <Button size='sm' onClick={() => onEdit(row)} disabled={readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>Edit</Button>,
        },
      ]}
    />
  )
}
