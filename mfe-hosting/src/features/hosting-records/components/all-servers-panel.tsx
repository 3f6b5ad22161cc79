import { useMemo, useState } from 'react'
import { DataTable, type HostingServer, type LayoutKind } from '@sitefleet/shared'
import { matchesSearch } from '../../../lib/hosting-rules'
import { useServerChanges } from '../hooks/use-server-changes'
import { ServerDialogs, ServerRowActions } from './server-changes'
import { OwnerNote } from './owner-note'

export interface AllServersPanelProps {
  servers: HostingServer[];
  layout: LayoutKind;
  reload(): Promise<void>;
}

/** All Servers view: search, Server / Email / Server Expiry Date / Actions, popups. */
export function AllServersPanel ({ servers, layout, reload }: AllServersPanelProps) {
  const [search, setSearch] = useState('')
  const changes = useServerChanges(reload)
  const rows = useMemo(() => servers.filter((s) => matchesSearch(search, s.server, s.email)), [servers, search])

  return (
    <>
      <input
        type='search'
        className='hs-search'
        aria-label='Search by server or email...'
        placeholder='Search by server or email...'
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {rows.length === 0
        ? (
        <p className='hs-empty'>No servers found</p>
          )
        : (
        <DataTable
          label='All servers'
          rows={rows}
          rowKey={(s) => s._id}
          columns={[
            { header: 'Server', cell: (s) => s.server },
            { header: 'Email', cell: (s) => <>{s.email}{layout === 'admin' && <OwnerNote owner={s.owner} />}</> },
            { header: 'Server Expiry Date', kind: 'nowrap', cell: (s) => s.ServerExpiryDate || 'N/A' },
            { header: 'Actions', kind: 'actions', cell: (s) => <ServerRowActions server={s} changes={changes} /> },
          ]}
        />
          )}
      <ServerDialogs changes={changes} />
    </>
  )
}
