import { useState } from 'react'
import { Button, getBrandCategories, LoadError, loadState, Spinner, useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { useChanges } from '../../../lib/use-changes'
import { ChangeFilters, type FilterValues } from './change-filters'
import { ChangeItem } from '../../../components/change-item'

export const PAGE_SIZE = 50

export const CHANGES_TEXT = {
  title: 'Changes',
  intro: 'What changed on your sites between two scans: title, description, H1, canonical, meta robots, robots.txt, affiliate link, schema, word count (more than 20 %) and final URL.',
  loading: 'Loading changes...',
  failed: 'Failed to load changes.',
  empty: 'No changes found. Each weekly re-scan (and each scan of a saved domain) is compared with the one before.',
  newer: 'Newer',
  older: 'Older',
} as const

/** /changes/{type} and /admin/changes/{type}: the portfolio's SEO changes, filtered and paged. */
export function ChangesView () {
  const [values, setValues] = useState<FilterValues>({ kind: '', category: '', since: '' })
  const [offset, setOffset] = useState(0)
  const { state, reload } = useChanges({ ...values, offset, limit: PAGE_SIZE })
  // No brand list when it fails to come: the filter still offers "all".
  const categories = loadState(useApiQuery(['/categories', usePanelCategory().scope], (client, signal) => getBrandCategories(client, signal).catch(() => [] as string[])))
  const onFilter = (next: FilterValues) => {
    setValues(next)
    setOffset(0)
  }
  const data = state.status === 'ready' ? state.data : null
  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>{CHANGES_TEXT.title}</h1>
      </div>
      <p className='dm-muted'>{CHANGES_TEXT.intro}</p>
      <ChangeFilters
        values={values}
        kinds={data?.kinds ?? []}
        categories={categories.status === 'ready' ? categories.data : []}
        onChange={onFilter}
      />
      {state.status === 'loading' && <Spinner label={CHANGES_TEXT.loading} />}
      {state.status === 'error' && <LoadError message={CHANGES_TEXT.failed} onRetry={reload} />}
      {data && data.changes.length === 0 && <p className='dm-empty'>{CHANGES_TEXT.empty}</p>}
      {data && data.changes.length > 0 && (
        <>
          <p className='dm-muted' role='status'>
            {offset + 1}–{offset + data.changes.length} of {data.total}
          </p>
          <ol className='dm-changes' aria-label='Changes'>
            {data.changes.map((change) => (
              <ChangeItem key={change.id} change={change} />
            ))}
          </ol>
          <div className='dm-pager'>
            <Button variant='secondary' size='sm' disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              {CHANGES_TEXT.newer}
            </Button>
            <Button variant='secondary' size='sm' disabled={offset + PAGE_SIZE >= data.total} onClick={() => setOffset(offset + PAGE_SIZE)}>
              {CHANGES_TEXT.older}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
