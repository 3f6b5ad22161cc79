import { useId } from 'react'
import { LoadError } from '@sitefleet/shared'
import { EXPIRING_LOAD_FAILED, useExpiringServers } from '../hooks/use-expiring-servers'
import { RenewTable } from './renew-table'

/**
 * Servers Expiring Soon and, beneath, the expired servers: tick Renew to reveal
 * Save; a renewed server leaves its list. Both lists and their day counts are the server's.
 */
export function ExpiringServersView () {
  const { servers, expired, loading, failed, reload, selected, saving, toggle, renew } = useExpiringServers()
  const soonId = useId()
  const expiredId = useId()
  const rowProps = { selected, saving, onToggle: toggle, onRenew: (id: string) => void renew(id) }

  if (loading || failed) {
    return (
      <section className='page hs-page'>
        <h1 id={soonId}>Servers Expiring Soon</h1>
        {/* A failed load is said, with Retry: its lists would read "no servers" and mislead. */}
        {failed
          ? <LoadError message={EXPIRING_LOAD_FAILED} onRetry={reload} />
          : <p className='hs-muted' role='status'>Loading...</p>}
      </section>
    )
  }

  return (
    <section className='page hs-page'>
      <h1 id={soonId}>Servers Expiring Soon</h1>
      {servers.length === 0
        ? <p className='hs-empty'>No servers are expiring within the next 10 days.</p>
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
        ? <p className='hs-empty'>No servers have expired.</p>
        : (
          <RenewTable
            labelledBy={expiredId}
            rows={expired}
            last={{ title: 'Days Since', className: 'hs-expired', cell: (s) => s.daysSince }}
            {...rowProps}
          />
          )}
    </section>
  )
}
