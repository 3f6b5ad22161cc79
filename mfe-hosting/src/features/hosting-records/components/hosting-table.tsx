import { useNavigate } from 'react-router-dom'
import { Button, paths, READ_ONLY_PANEL, useApi, type HostingListRow, type LayoutKind } from '@sitefleet/shared'
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
    <div className='hs-table-wrap'>
      <table>
        <thead>
          <tr>
            <th>Platform</th>
            <th>Email</th>
            <th>Server</th>
            <th>Server Count</th>
            <th>Domain Count</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td>{row.platform}</td>
              <td>
                {row.email}
                {layout === 'admin' && <OwnerNote owner={row.owner} />}
              </td>
              <td>
                <Button size='sm' variant='secondary' onClick={() => navigate(paths.servers(layout, row.email))}>
                  Show Servers
                </Button>
              </td>
              <td>{row.serverCount}</td>
              <td>{row.domainCount}</td>
              <td>
                <Button size='sm' onClick={() => onEdit(row)} disabled={readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
