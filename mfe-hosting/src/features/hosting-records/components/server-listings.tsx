import { useId } from 'react'
import { ListingHistoryTable, LoadError, Spinner } from '@sitefleet/shared'
import { useServerListings } from '../hooks/use-server-listings'

export const SERVER_NEVER_LISTED = 'None of the IP addresses this server\'s sites resolve to has been on a blocklist.'
export const LOAD_SERVER_LISTINGS_FAILED = 'Failed to load the blocklist history.'

/**
 * Every listing, current and ended, of the IP addresses a server's sites resolve to: one shared IP
 * on a list touches every site on it, so the count of sites is shown with each.
 */
export function ServerListingsPanel ({ serverId }: { serverId: string }) {
  const { state, reload } = useServerListings(serverId)
  const headingId = useId()
  return (
    <section className='hs-listings' aria-labelledby={headingId}>
      <h2 id={headingId}>Blocklists</h2>
      {state.status === 'loading' && <Spinner label='Loading blocklist history...' />}
      {state.status === 'error' && <LoadError message={LOAD_SERVER_LISTINGS_FAILED} onRetry={reload} />}
      {state.status === 'ready' && (state.data.length === 0
        ? <p className='hs-muted'>{SERVER_NEVER_LISTED}</p>
        : (
          <ListingHistoryTable
            labelledBy={headingId}
            listings={state.data}
            what={{ header: 'IP address', kind: 'nowrap', cell: (row) => row.value }}
            extra={[{ header: 'Sites', kind: 'nowrap', cell: (row) => String(row.domainCount) }]}
          />
          ))}
    </section>
  )
}
