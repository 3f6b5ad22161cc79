import { useMemo } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { Button, DataTable, LoadError, Spinner, paths, type LayoutKind } from '@sitefleet/shared'
import { serverDomainCount, serversOfEmail } from '../../../lib/hosting-rules'
import { HOSTING_LOAD_FAILED, useHostingRecords } from '../hooks/use-hosting-records'
import { useServerChanges } from '../hooks/use-server-changes'
import { ServerDialogs, ServerRowActions } from './server-changes'
import { OwnerNote } from './owner-note'

/** Servers for an email: each server's domain count, expiry, View Domains, popups. */
export function EmailServersView ({ layout }: { layout: LayoutKind }) {
  const email = useParams().email ?? ''
  const navigate = useNavigate()
  const records = useHostingRecords()
  // The page reloads after update-server-everywhere; here the data is fetched again.
  const changes = useServerChanges(records.reload, true)
  const servers = useMemo(() => serversOfEmail(records.servers, email), [records.servers, email])

  return (
    <section className='page hs-page'>
      <h1>Servers for {email}</h1>
      {records.loading
        ? (
        <Spinner label='Loading hosting info...' />
          )
        : records.failed
          ? <LoadError message={HOSTING_LOAD_FAILED} onRetry={records.retry} />
          : servers.length === 0
            ? (
        <p className='hs-empty'>No servers found for this email.</p>
              )
            : (
        <DataTable
          label={`Servers for ${email}`}
          rows={servers}
          rowKey={(s) => s._id}
          columns={[
            { header: 'Server', cell: (s) => <>{s.server}{layout === 'admin' && <OwnerNote owner={s.owner} />}</> },
            { header: 'Domain Count', kind: 'nowrap', cell: (s) => serverDomainCount(records.all, s.email, s.server, s.owner?._id) },
            { header: 'Server Expiry Date', kind: 'nowrap', cell: (s) => s.ServerExpiryDate || 'N/A' },
            {
              header: 'Show Domain',
              kind: 'actions',
              cell: (s) => <Button size='sm' variant='secondary' onClick={() => navigate(paths.serverDomains(layout, email, s.server))}>View Domains</Button>,
            },
            { header: 'Actions', kind: 'actions', cell: (s) => <ServerRowActions server={s} changes={changes} /> },
          ]}
        />
              )}
      <ServerDialogs changes={changes} dateLabel='Expiry Date' />
    </section>
  )
}
