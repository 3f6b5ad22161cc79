import { useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { Button, LoadError, Spinner, paths, usePanelCategory, type LayoutKind } from '@sitefleet/shared'
import { FETCH_CATEGORIES_FAILED, useCategoryCounts } from '../hooks/use-category-counts'
import { CategoryGrid } from './category-grid'

/** Products screen: search, category grid with counts, Last Reload; a click opens the domain list. */
export function ProductsView ({ layout }: { layout: LayoutKind }) {
  const { type } = useParams()
  const stored = usePanelCategory().category
  const navigate = useNavigate()
  const { categories, loading, failed, lastReload, reload } = useCategoryCounts()
  const [search, setSearch] = useState('')

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return needle ? categories.filter((c) => c.name.toLowerCase().includes(needle)) : categories
  }, [categories, search])

  const open = (name: string) => navigate(paths.domains(layout, type ?? stored, name))

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>All Product Category</h1>
        <div className='dm-page__meta'>
          <span className='dm-muted'>Last Reload: {lastReload ? lastReload.toLocaleTimeString() : '—'}</span>
          <Button variant='secondary' size='sm' onClick={() => void reload()} disabled={loading}>
            Reload
          </Button>
        </div>
      </div>
      <input
        type='search'
        name='categorySearch'
        aria-label='Search categories'
        placeholder='Search category...'
        className='dm-search'
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {loading && categories.length === 0
        ? (
        <Spinner label='Loading categories...' />
          )
        : failed && categories.length === 0
          ? <LoadError message={FETCH_CATEGORIES_FAILED} onRetry={() => void reload()} />
          : visible.length === 0
            ? (
        <p className='dm-empty'>{categories.length === 0 ? 'No categories yet.' : 'No categories match your search.'}</p>
              )
            : (
        <CategoryGrid categories={visible} onOpen={open} />
              )}
    </section>
  )
}
