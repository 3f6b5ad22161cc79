import { useState } from 'react'
import { Button, LoadError, loadState, Spinner, type FootprintCluster, useApi, useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { downloadFootprintsCsv } from '../api/download-footprints-csv'
import { getFootprints } from '../api/get-footprints'

export const FOOTPRINTS_TEXT = {
  title: 'Footprints',
  intro: 'Sites that share an IP address, a nameserver set, a hosting server or account, an analytics or ad ID, an affiliate ID, a generator or a theme are easy for search engines to link. Largest groups first.',
  loading: 'Loading footprints...',
  failed: 'Failed to load footprints.',
  empty: 'No shared footprints: no two of your sites share an IP, nameservers, hosting, ID, generator or theme.',
  csv: 'Export CSV',
  csvFailed: 'The CSV export failed. Try again.',
} as const

/**
 * One cluster: what is shared, by how many sites, and which (the API lists the first 20; the CSV
 * has them all). Scraped values are React text only.
 */
function ClusterItem ({ cluster, onCsv }: { cluster: FootprintCluster; onCsv: () => void }) {
  const more = cluster.size - cluster.members.length
  return (
    <li className='dm-cluster' aria-label={`${cluster.label}: ${cluster.value}`}>
      <div className='dm-cluster__top'>
        <span className='dm-change__kind'>{cluster.label}</span>
        <span className='dm-cluster__value'>{cluster.value}</span>
        <span className='dm-muted'>{cluster.size} sites</span>
      </div>
      <ul className='dm-cluster__members' aria-label='Members'>
        {cluster.members.map((domain) => (
          <li key={domain}>{domain}</li>
        ))}
      </ul>
      {more > 0 && (
        <p className='dm-muted'>
          and {more} more — <Button variant='ghost' size='sm' onClick={onCsv}>download CSV</Button>
        </p>
      )}
    </li>
  )
}

/** /footprints/{type} and /admin/footprints/{type}: what the portfolio's sites share. */
export function FootprintsView () {
  const { client } = useApi()
  const query = useApiQuery(['/footprints', usePanelCategory().scope], getFootprints)
  const state = loadState(query)
  const reload = () => void query.refetch()
  const [csvError, setCsvError] = useState(false)
  const exportCsv = () => {
    setCsvError(false)
    downloadFootprintsCsv(client).catch(() => setCsvError(true))
  }
  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>{FOOTPRINTS_TEXT.title}</h1>
        <div className='dm-page__meta'>
          <Button variant='secondary' size='sm' onClick={exportCsv} disabled={state.status !== 'ready' || state.data.length === 0}>
            {FOOTPRINTS_TEXT.csv}
          </Button>
        </div>
      </div>
      <p className='dm-muted'>{FOOTPRINTS_TEXT.intro}</p>
      {csvError && <p role='alert'>{FOOTPRINTS_TEXT.csvFailed}</p>}
      {state.status === 'loading' && <Spinner label={FOOTPRINTS_TEXT.loading} />}
      {state.status === 'error' && <LoadError message={FOOTPRINTS_TEXT.failed} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && <p className='dm-empty'>{FOOTPRINTS_TEXT.empty}</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <ol className='dm-changes' aria-label='Footprint clusters'>
          {state.data.map((cluster) => (
            <ClusterItem key={`${cluster.kind} ${cluster.value}`} cluster={cluster} onCsv={exportCsv} />
          ))}
        </ol>
      )}
    </section>
  )
}
