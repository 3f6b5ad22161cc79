import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { Button, ExportButton, LoadError, Spinner, paths, scopedPath, useApi, usePanelCategory, type LayoutKind } from '@sitefleet/shared'
import { LOAD_DOMAINS_FAILED } from '../hooks/use-domain-list'
import { useBulkJob } from '../hooks/use-bulk-job'
import { useBulkSelection } from '../hooks/use-bulk-selection'
import { useDomainFilters } from '../hooks/use-domain-filters'
import { useDomainList } from '../hooks/use-domain-list'
import { BulkBar } from './bulk-bar'
import { DomainCard } from './domain-card'
import { Pagination } from './pagination'
import { TldFilter } from './tld-filter'

/** Domain list screen: title, + Add URL, search, TLD filter, paginated cards. */
export function DomainListView ({ layout }: { layout: LayoutKind }) {
  const { type } = useParams()
  const [searchParams] = useSearchParams()
  const category = searchParams.get('category') || null
  const stored = usePanelCategory().category
  const navigate = useNavigate()
  const { records, loading, failed, update, remove, reload } = useDomainList(category)
  const { client, readOnly, embedded } = useApi()
  const f = useDomainFilters(records)
  // Bulk actions on both layouts: a user's own domains; on the admin list every owner's.
  const filter = { ...(category ? { category } : {}), ...(f.search.trim() ? { search: f.search.trim() } : {}), ...(f.tld !== null ? { tld: f.tld } : {}) }
  const sel = useBulkSelection(layout, f.filtered, filter)
  const afterBulk = () => {
    sel.clear()
    reload()
  }
  const job = useBulkJob(afterBulk)

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>{category ? `Domains in "${category}"` : 'Saved Scraped Domains'}</h1>
        <div className='dm-page__meta'>
          {/* The whole list of the scope (or its brand category), with every fact and hosting. */}
          <ExportButton url={scopedPath('export.csv', client)} params={{ category: category ?? undefined }} fallbackName={`${stored}-domains.csv`} />
          {/* Adding scans and saves; an embedded panel has no URL scan screen to go to. */}
          {!readOnly && !embedded && <Button onClick={() => navigate(paths.urlScan(layout, type ?? stored))}>+ Add URL</Button>}
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
        : failed
          ? (
        <LoadError message={LOAD_DOMAINS_FAILED} onRetry={reload} />
            )
          : f.pageItems.length === 0
            ? (
        <p className='dm-empty'>{records.length === 0 ? 'No domains saved yet.' : 'No domains match your filters.'}</p>
              )
            : (
        <>
          <div className='dm-actions'>
            <p className='dm-muted'>{`${f.filteredCount} of ${records.length} domains`}</p>
            {!readOnly && <Button size='sm' variant='secondary' onClick={sel.selectAll}>{`Select all ${f.filteredCount} matching`}</Button>}
            {sel.size > 0 && !job.running && <Button size='sm' variant='ghost' onClick={sel.clear}>Clear selection</Button>}
          </div>
          {(sel.size > 0 || job.running) && (
            <BulkBar
              count={sel.allMatching ? f.filteredCount : sel.size}
              selection={sel.selection}
              owner={sel.owner}
              progress={job.progress}
              onJob={job.follow}
              onDone={afterBulk}
            />
          )}
          <div className='dm-cards'>
            {f.pageItems.map((record) => (
              <div key={record._id} className='dm-selectable'>
                {/* Selection only feeds bulk actions, which a read-only panel cannot run. */}
                {!readOnly && (
                  <input
                    type='checkbox'
                    aria-label={layout === 'admin' && record.owner ? `Select ${record.domain} of ${record.owner.name}` : `Select ${record.domain}`}
                    checked={sel.isSelected(record)}
                    onChange={() => sel.toggle(record)}
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
