import { useId } from 'react'
import { ListingHistoryTable, LoadError, Spinner } from '@sitefleet/shared'
import { useDomainListings } from '../hooks/use-domain-listings'

export const NEVER_LISTED = 'Never found on a blocklist or flagged as unsafe.'
export const LOAD_LISTINGS_FAILED = 'Failed to load the blocklist history.'

/**
 * Every listing of one domain, current and ended: its name on a domain list or flagged by Google,
 * and the IP addresses its site resolves to on an IP list, each with the list's own page.
 */
export function DomainListingsPanel ({ domain, ownerId }: { domain: string; ownerId?: string }) {
  const { state, reload } = useDomainListings(domain, ownerId)
  const headingId = useId()
  return (
    <section className='dm-listings' aria-labelledby={headingId}>
      <h3 id={headingId}>Blocklists</h3>
      {state.status === 'loading' && <Spinner label='Loading blocklist history...' />}
      {state.status === 'error' && <LoadError message={LOAD_LISTINGS_FAILED} onRetry={reload} />}
      {state.status === 'ready' && (state.data.length === 0
        ? <p className='dm-muted'>{NEVER_LISTED}</p>
        : (
          <ListingHistoryTable
            labelledBy={headingId}
            listings={state.data}
            what={{ header: 'Listed', cell: (row) => (row.kind === 'ip' ? `IP ${row.value}` : row.value) }}
          />
          ))}
    </section>
  )
}
