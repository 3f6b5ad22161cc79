import { useCallback, useMemo, useState } from 'react'
import { loadState, useApiQuery, type DomainRecord } from '@sitefleet/shared'
import { getUserDomains } from '../api/get-user-domains'
import { DOMAINS_PAGE_SIZE, errorsFirst, isErrorDomain, matchesFilter, type DomainFilter } from '../lib/domain-order'

const NONE: DomainRecord[] = []

/**
 * A user's domains: loaded once, then filtered by super category, errors first, one page of
 * DOMAINS_PAGE_SIZE rows at a time. Changing the filter goes back to page 1.
 */
export function useUserDomains (userId: string) {
  const query = useApiQuery(['/admin/user/domains', userId], (client, signal) => getUserDomains(client, userId, signal))
  const state = loadState(query)
  const [filter, setFilterState] = useState<DomainFilter>('all')
  const [page, setPage] = useState(1)

  const all = state.status === 'ready' ? state.data : NONE
  const ordered = useMemo(() => errorsFirst(all.filter((d) => matchesFilter(d, filter))), [all, filter])
  const errorCount = useMemo(() => ordered.filter(isErrorDomain).length, [ordered])
  const pageCount = Math.max(1, Math.ceil(ordered.length / DOMAINS_PAGE_SIZE))
  const current = Math.min(page, pageCount)
  const rows = ordered.slice((current - 1) * DOMAINS_PAGE_SIZE, current * DOMAINS_PAGE_SIZE)

  const setFilter = useCallback((next: DomainFilter) => {
    setFilterState(next)
    setPage(1)
  }, [])

  return {
    status: state.status,
    reload: () => void query.refetch(),
    filter,
    setFilter,
    total: all.length,
    shown: ordered.length,
    errorCount,
    rows,
    page: current,
    pageCount,
    setPage,
  }
}
