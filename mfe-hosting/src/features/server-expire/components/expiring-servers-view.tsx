import { useId } from 'react'
import { useExpiringServers } from '../hooks/use-expiring-servers'
import { RenewTable } from './renew-table'

/**
 * Servers Expiring Soon (spec §2/§4) and, beneath, the expired servers: tick Renew to reveal
 * Save; a renewed server leaves its list. Both lists and their day counts are the server's.
 */
export function ExpiringServersView () {
  const { servers, expired, loading, selected, saving, toggle, renew } = useExpiringServers()
  const soonId = useId()
  const expiredId = useId()
  const rowProps = { selected, saving, onToggle: toggle, onRenew: (id: string) => void renew(id) }

  return (
    <section className='page hs-page'>
      <h1 id={soonId}>Servers Expiring Soon</h1>
      {loading
        ? (
        <p className='hs-muted' role='status'>
          Loading...
        </p>
          )
        : (
        <>
          {servers.length === 0
            ? (
            <p className='hs-empty'>No servers are expiring within the next 10 days.</p>
              )
            : (
            <RenewTable
              labelledBy={soonId}
              rows={servers}
              last={{ title: 'Status', className: 'hs-warning', cell: (s) => `⚠️ ${s.daysLeft} day(s) remaining` }}
              {...rowProps}
            />
              )}
          <h2 id={expiredId}>Expired servers</h2>
          {expired.length === 0
            ? (
            <p className='hs-empty'>No servers have expired.</p>
              )
            : (
            <RenewTable
              labelledBy={expiredId}
              rows={expired}
              last={{ title: 'Days Since', className: 'hs-expired', cell: (s) => s.daysSince }}
              {...rowProps}
            />
              )}
        </>
          )}
    </section>
  )
}
