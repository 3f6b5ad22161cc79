import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { groupByTld, tldOf } from '@sitefleet/shared'
import type { DomainRecord } from '@sitefleet/shared'

/** Cards per page: keeps the DOM small with 50,000 saved domains (the spec sets no page size). */
export const PAGE_SIZE = 50

export interface TldCount {
  tld: string;
  count: number;
}

/**
 * Memoised selectors of the domain list: case-insensitive substring search, TLD filter (spec's
 * grouping rule via shared tldOf/groupByTld) and pagination. Changing a filter returns to page 1.
 */
export function useDomainFilters (records: DomainRecord[]) {
  const [search, setSearchState] = useState('')
  const [tld, setTldState] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const deferredSearch = useDeferredValue(search)

  const indexed = useMemo(
    () => records.map((record) => ({ record, tld: tldOf(record.domain), lower: record.domain.toLowerCase() })),
    [records]
  )

  const tldCounts = useMemo<TldCount[]>(
    () =>
      [...groupByTld(records.map((r) => r.domain))]
        .map(([name, count]) => ({ tld: name, count }))
        .sort((a, b) => b.count - a.count || a.tld.localeCompare(b.tld)),
    [records]
  )

  const filtered = useMemo(() => {
    const needle = deferredSearch.trim().toLowerCase()
    if (!needle && tld === null) return records
    return indexed
      .filter((item) => (tld === null || item.tld === tld) && (!needle || item.lower.includes(needle)))
      .map((item) => item.record)
  }, [indexed, records, deferredSearch, tld])

  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE))
  const currentPage = Math.min(page, pageCount)
  const pageItems = useMemo(
    () => filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE),
    [filtered, currentPage]
  )

  const setSearch = useCallback((value: string) => {
    setSearchState(value)
    setPage(1)
  }, [])
  const setTld = useCallback((value: string | null) => {
    setTldState(value)
    setPage(1)
  }, [])

  return {
    search,
    setSearch,
    tld,
    setTld,
    tldCounts,
    filteredCount: filtered.length,
    /** Every record the filters match (all pages): "select all N matching". */
    filtered,
    page: currentPage,
    pageCount,
    setPage,
    pageItems,
  }
}
