import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { Button, ExportButton, Spinner, getScope, paths, scopedPath, useCategoryStore, type LayoutKind } from '@sitefleet/shared'
import { useDomainFilters } from '../hooks/use-domain-filters'
import { useDomainList } from '../hooks/use-domain-list'
import { DomainCard } from './domain-card'
import { Pagination } from './pagination'
import { TldFilter } from './tld-filter'

/** Domain list screen (spec §2): title, + Add URL, search, TLD filter, paginated cards. */
export function DomainListView ({ layout }: { layout: LayoutKind }) {
  const { type } = useParams()
  const [searchParams] = useSearchParams()
  const category = searchParams.get('category') || null
  const stored = useCategoryStore((s) => s.category)
  const navigate = useNavigate()
  const { records, loading, update, remove } = useDomainList(category)
  const f = useDomainFilters(records)

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>{category ? `Domains in "${category}"` : 'Saved Scraped Domains'}</h1>
        <div className='dm-page__meta'>
          {/* The whole list of the scope (or its brand category), with every fact and hosting. */}
          <ExportButton url={scopedPath('export.csv')} params={{ category: category ?? undefined }} fallbackName={`${getScope()}-domains.csv`} />
          <Button onClick={() => navigate(paths.urlScan(layout, type ?? stored))}>+ Add URL</Button>
        </div>
      </div>
      <input
        type='search'
        name='domainSearch'
        aria-label='Search domains'
        placeholder='Search domain...'
        className='dm-search'
        value={f.search}
        onChange={(e) => f.setSearch(e.target.value)}
      />
      {records.length > 0 && <TldFilter counts={f.tldCounts} selected={f.tld} onSelect={f.setTld} />}
      {loading
        ? (
        <Spinner label='Loading domains...' />
          )
        : f.pageItems.length === 0
          ? (
        <p className='dm-empty'>{records.length === 0 ? 'No domains saved yet.' : 'No domains match your filters.'}</p>
            )
          : (
        <>
          <p className='dm-muted'>{`${f.filteredCount} of ${records.length} domains`}</p>
          <div className='dm-cards'>
            {f.pageItems.map((record) => (
              <DomainCard
                key={record._id}
                record={record}
                showOwner={layout === 'admin'}
                onChange={update}
                onDeleted={remove}
              />
            ))}
          </div>
          <Pagination page={f.page} pageCount={f.pageCount} total={f.filteredCount} onPage={f.setPage} />
        </>
            )}
    </section>
  )
}
