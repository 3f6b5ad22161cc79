import { useId } from 'react'
import { Button, DataTable, formatIsoDate, safeHref, Spinner, type ReputationListing, type ReputationProvider } from '@sitefleet/shared'
import { useReputation } from '../hooks/use-reputation'

export const LOAD_REPUTATION_FAILED = 'Failed to load reputation.'
export const NOTHING_LISTED = 'None of your domains or IP addresses is on a blocklist or flagged as unsafe.'
export const NO_PROVIDER = 'No blocklist is configured: set SPAMHAUS_DQS_KEY, SURBL_ENABLED, URIBL_ENABLED, WEB_RISK_API_KEY or SAFE_BROWSING_API_KEY (see docs/reputation.md).'
export const NO_RESOLVER = 'DNSBL_RESOLVER is not set: the DNS blocklists refuse queries from public resolvers, so none is asked.'

function providerState (p: ReputationProvider): string {
  if (!p.on) return 'Off'
  if (p.error !== null) return `Error: ${p.error}`
  return p.firstRoundDone ? 'On' : 'On (first round, silent)'
}

/** The Reputation screen: what is listed now by list and category, and each provider's state. */
export function ReputationView () {
  const { state, reload } = useReputation()
  const headingId = useId()
  const providersId = useId()

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1 id={headingId}>Reputation</h1>
      </div>
      {state.status === 'error' && (
        <div className='dm-alert' role='alert'>
          <span>{LOAD_REPUTATION_FAILED}</span>
          <Button variant='secondary' size='sm' onClick={reload}>Retry</Button>
        </div>
      )}
      {state.status === 'loading' && <Spinner label='Loading reputation...' />}
      {state.status === 'ready' && (
        <>
          {state.data.resolverMissing && <div className='dm-alert' role='status'>{NO_RESOLVER}</div>}
          {state.data.providers.every((p) => !p.on) && <p className='dm-empty'>{NO_PROVIDER}</p>}
          {state.data.listings.length === 0
            ? <p className='dm-empty'>{NOTHING_LISTED}</p>
            : (
              <DataTable
                labelledBy={headingId}
                rows={state.data.listings}
                rowKey={(row: ReputationListing) => `${row.provider}|${row.value}|${row.category}|${row.firstSeen}`}
                columns={[
                  { header: 'List', cell: (row) => row.list },
                  { header: 'Category', cell: (row) => row.category },
                  { header: 'Listed', cell: (row) => <a href={safeHref(row.lookupUrl) ?? undefined} target='_blank' rel='noreferrer'>{row.value}</a> },
                  { header: 'Sites', cell: (row) => (row.kind === 'ip' ? `${row.domainCount} site(s): ${row.domains.join(', ')}${row.domainCount > row.domains.length ? ', …' : ''}` : row.domains.join(', ')) },
                  { header: 'First seen', kind: 'nowrap', cell: (row) => formatIsoDate(row.firstSeen) },
                  { header: 'Last checked', kind: 'nowrap', cell: (row) => formatIsoDate(row.lastChecked) },
                ]}
              />
              )}
          <h2 id={providersId}>Providers</h2>
          <DataTable
            labelledBy={providersId}
            rows={state.data.providers}
            rowKey={(row: ReputationProvider) => row.id}
            columns={[
              { header: 'Provider', cell: (row) => row.name },
              { header: 'Checks', cell: (row) => row.checks },
              { header: 'State', cell: (row) => providerState(row) },
              { header: 'Values', cell: (row) => (row.failing > 0 ? `${row.values} (${row.failing} failing)` : String(row.values)) },
            ]}
          />
        </>
      )}
    </section>
  )
}
