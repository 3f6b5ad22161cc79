import { useId, useState } from 'react'
import { CATEGORY_LABELS, DataTable, isSuperCategory, LoadError, loadState, Spinner, useApiQuery } from '@sitefleet/shared'
import { getUnknownDomains } from '../api/get-unknown-domains'
import { Pager } from './pager'

const PAGE_SIZE = 100

/** Monitored domains found in no synced account: "registrar unknown". */
export function UnknownList () {
  const headingId = useId()
  const [page, setPage] = useState(1)
  // Read again when a sync ends or an account goes (useRegistrarAccounts invalidates it).
  const query = useApiQuery(['/api/registrars/unknown', { page }], (client, signal) => getUnknownDomains(client, page, PAGE_SIZE, signal))
  const state = loadState(query)
  const reload = () => void query.refetch()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Registrar unknown</h2>
      <p className='hs-muted'>Monitored domains found in none of your synced registrar accounts.</p>
      {state.status === 'loading' && <Spinner label='Loading...' />}
      {state.status === 'error' && <LoadError message='Failed to load the domains with no known registrar.' onRetry={reload} />}
      {state.status === 'ready' && state.data.total === 0 && <p className='hs-empty'>Every monitored domain is in a synced account.</p>}
      {state.status === 'ready' && state.data.total > 0 && (
        <>
          <DataTable
            label='Registrar unknown'
            rows={state.data.items}
            rowKey={(i) => i.domain}
            columns={[
              { header: 'Domain', cell: (i) => i.domain },
              { header: 'Super Category', cell: (i) => (isSuperCategory(i.superCategory) ? CATEGORY_LABELS[i.superCategory] : i.superCategory) },
              { header: 'Brand Category', cell: (i) => i.brandCategory },
            ]}
          />
          <Pager page={page} total={state.data.total} size={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </section>
  )
}
