import { useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { Button, ExportButton, Spinner, paths, scopedPath, useCategoryStore, type LayoutKind } from '@sitefleet/shared'
import { useDomainFilters } from '../hooks/use-domain-filters'
import { useDomainList } from '../hooks/use-domain-list'
import { BulkBar } from './bulk-bar'
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
  const { records, loading, update, remove, reload } = useDomainList(category)
  const f = useDomainFilters(records)
  // Bulk selection (user layout: bulk actions act on the caller's own domains). "All matching"
  // sends the list's filter, so the server selects exactly what the filter shows.
  const bulk = layout === 'user'
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [allMatching, setAllMatching] = useState(false)
  const toggle = (name: string) => {
    setAllMatching(false)
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(name)) next.delete(name)
      else next.add(name)
      return next
    })
  }
  const clear = () => {
    setSelected(new Set())
    setAllMatching(false)
  }
  const selectAll = () => {
    setSelected(new Set(f.filtered.map((r) => r.domain)))
    setAllMatching(true)
  }
  const selection = allMatching
    ? { filter: { ...(category ? { category } : {}), ...(f.search.trim() ? { search: f.search.trim() } : {}), ...(f.tld !== null ? { tld: f.tld } : {}) } }
    : { domains: [...selected] }

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>{category ? `Domains in "${category}"` : 'Saved Scraped Domains'}</h1>
        <div className='dm-page__meta'>
          {/* The whole list of the scope (or its brand category), with every fact and hosting. */}
          <ExportButton url={scopedPath('export.csv')} params={{ category: category ?? undefined }} fallbackName={`${useCategoryStore.getState().category}-domains.csv`} />
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
          <div className='dm-actions'>
            <p className='dm-muted'>{`${f.filteredCount} of ${records.length} domains`}</p>
            {bulk && <Button size='sm' variant='secondary' onClick={selectAll}>{`Select all ${f.filteredCount} matching`}</Button>}
            {bulk && selected.size > 0 && <Button size='sm' variant='ghost' onClick={clear}>Clear selection</Button>}
          </div>
          {bulk && selected.size > 0 && (
            <BulkBar count={allMatching ? f.filteredCount : selected.size} selection={selection} onDone={() => { clear(); reload() }} />
          )}
          <div className='dm-cards'>
            {f.pageItems.map((record) => (
              <div key={record._id} className={bulk ? 'dm-selectable' : undefined}>
                {bulk && (
                  <input
                    type='checkbox'
                    aria-label={`Select ${record.domain}`}
                    checked={selected.has(record.domain)}
                    onChange={() => toggle(record.domain)}
                  />
                )}
                <DomainCard record={record} showOwner={layout === 'admin'} onChange={update} onDeleted={remove} />
              </div>
            ))}
          </div>
          <Pagination page={f.page} pageCount={f.pageCount} total={f.filteredCount} onPage={f.setPage} />
        </>
            )}
    </section>
  )
}
