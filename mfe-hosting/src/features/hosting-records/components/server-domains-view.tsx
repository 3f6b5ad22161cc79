import { useMemo } from 'react'
import { useParams } from 'react-router-dom'
import { LoadError, Spinner } from '@sitefleet/shared'
import { domainsOnServer, sameEmail } from '../../../lib/hosting-rules'
import { HOSTING_LOAD_FAILED, useHostingRecords } from '../hooks/use-hosting-records'
import { ServerListingsPanel } from './server-listings'

/** Server domains page: "Server: {server}", its domains (blanks and "-" left out) and its IPs' blocklist history. */
export function ServerDomainsView () {
  const { email = '', server = '' } = useParams()
  const records = useHostingRecords()
  const domains = useMemo(() => domainsOnServer(records.all, email, server), [records.all, email, server])
  const serverId = records.servers.find((s) => sameEmail(s.email, email) && s.server === server)?._id

  return (
    <section className='page hs-page'>
      <h1>Server: {server}</h1>
      <p className='hs-muted'>{email}</p>
      {records.loading
        ? (
        <Spinner label='Loading hosting info...' />
          )
        : records.failed
          ? <LoadError message={HOSTING_LOAD_FAILED} onRetry={records.retry} />
          : domains.length === 0
            ? (
        <p className='hs-empty'>No domains on this server.</p>
              )
            : (
        <ul className='hs-domain-list' aria-label={`Domains on ${server}`}>
          {domains.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
              )}
      {serverId !== undefined && <ServerListingsPanel serverId={serverId} />}
    </section>
  )
}
