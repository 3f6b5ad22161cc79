import { useId, useState } from 'react'
import { Button, ExportButton, getBrandCategories, keepPreviousData, LoadError, loadState, Spinner, useApiQuery, type LayoutKind, type SearchPortfolioSort, type SuperCategory } from '@sitefleet/shared'
import { getSearchPortfolio, portfolioFilter } from '../api/get-search-portfolio'
import { PortfolioTable } from './portfolio-table'

export const PORTFOLIO_PAGE_SIZE = 50

export const SORTS: Array<{ value: SearchPortfolioSort; label: string }> = [
  { value: 'clicks', label: 'Most clicks' },
  { value: 'clicksChange', label: 'Biggest losers' },
  { value: 'impressions', label: 'Most impressions' },
  { value: 'position', label: 'Best position' },
]

/** The portfolio table with its order, brand filter, pages and CSV export of the same filter. */
export function PortfolioSection ({ layout, category }: { layout: LayoutKind; category: SuperCategory }) {
  const id = useId()
  const [sort, setSort] = useState<SearchPortfolioSort>('clicks')
  const [brand, setBrand] = useState('')
  const [page, setPage] = useState(1)
  const params = { superCategory: category, category: brand, sort, page, limit: PORTFOLIO_PAGE_SIZE }
  const query = useApiQuery(['/api/search/portfolio', params], (c, signal) => getSearchPortfolio(c, params, signal), { placeholderData: keepPreviousData })
  const state = loadState(query)
  const brands = useApiQuery(['/categories', category], (c, signal) => getBrandCategories(c, signal, category).catch(() => [] as string[]))
  const data = state.status === 'ready' ? state.data : null
  return (
    <section className='ix-section' aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Sites</h2>
      <div className='ix-toolbar' role='group' aria-label='Table filters'>
        <label>
          Sort{' '}
          <select value={sort} onChange={(e) => { setSort(e.target.value as SearchPortfolioSort); setPage(1) }}>
            {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        </label>
        <label>
          Brand category{' '}
          <select value={brand} onChange={(e) => { setBrand(e.target.value); setPage(1) }}>
            <option value=''>All categories</option>
            {(brands.data ?? []).map((b) => <option key={b} value={b}>{b}</option>)}
          </select>
        </label>
        <ExportButton url='/api/search/portfolio.csv' params={portfolioFilter(params)} fallbackName={`search-${category}.csv`} />
      </div>
      {state.status === 'loading' && <Spinner label='Loading search figures...' />}
      {state.status === 'error' && <LoadError message='Failed to load the search figures.' onRetry={() => void query.refetch()} />}
      {data && data.sites.length === 0 && <p className='ix-muted'>No figures yet. Once an account is connected and synced, its matched sites show here.</p>}
      {data && data.sites.length > 0 && (
        <>
          <p className='ix-muted' role='status'>
            {data.through === null ? '' : `28 days to ${data.through}, against the 28 before. `}
            {(page - 1) * PORTFOLIO_PAGE_SIZE + 1}–{(page - 1) * PORTFOLIO_PAGE_SIZE + data.sites.length} of {data.total}
          </p>
          <PortfolioTable sites={data.sites} layout={layout} category={category} />
          <div className='ix-toolbar'>
            <Button variant='secondary' size='sm' disabled={page === 1} onClick={() => setPage(page - 1)}>Previous</Button>
            <Button variant='secondary' size='sm' disabled={page * PORTFOLIO_PAGE_SIZE >= data.total} onClick={() => setPage(page + 1)}>Next</Button>
          </div>
        </>
      )}
    </section>
  )
}
