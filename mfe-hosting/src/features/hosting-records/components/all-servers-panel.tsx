import { useMemo, useState } from 'react'
import type { HostingServer, LayoutKind } from '@sitefleet/shared'
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
        <div className='hs-table-wrap'>
          <table>
            <thead>
              <tr>
                <th>Server</th>
                <th>Email</th>
                <th>Server Expiry Date</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s._id}>
                  <td>{s.server}</td>
                  <td>
                    {s.email}
                    {layout === 'admin' && <OwnerNote owner={s.owner} />}
                  </td>
                  <td>{s.ServerExpiryDate || 'N/A'}</td>
                  <ServerRowActions server={s} changes={changes} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
          )}
      <ServerDialogs changes={changes} />
    </>
  )
}
