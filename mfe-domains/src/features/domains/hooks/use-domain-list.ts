import { useCallback } from 'react'
import { useApiQuery, useErrorToast, usePanelCategory, useQueryClient } from '@sitefleet/shared'
import { getDomains } from '../api/get-domains'
import { getDomainsByCategory } from '../api/get-domains-by-category'
import type { DomainRecord } from '@sitefleet/shared'

export const LOAD_DOMAINS_FAILED = 'Failed to load domains. Please try again.'

const NONE: DomainRecord[] = []

/**
 * The saved domains of the remembered super category: all of them, or one brand category's.
 * Card actions update the cached list in place (no re-read of a possibly huge list); a bulk action
 * reads it again (`reload`), with the spinner showing meanwhile.
 */
export function useDomainList (category: string | null) {
  const scope = usePanelCategory().scope
  const key = ['/domains', { scope, category }]
  const queryClient = useQueryClient()
  const query = useApiQuery(key, (client, signal) => (category ? getDomainsByCategory(client, category, signal) : getDomains(client, signal)))
  useErrorToast(query, LOAD_DOMAINS_FAILED)
  // A failed load is not an empty portfolio: the screen shows an error with Retry instead.
  const failed = query.isError && !query.isFetching
  const records = failed ? NONE : query.data ?? NONE

  const edit = useCallback((change: (list: DomainRecord[]) => DomainRecord[]) => {
    queryClient.setQueryData<DomainRecord[]>(['/domains', { scope, category }], (list) => list && change(list))
  }, [queryClient, scope, category])
  const update = useCallback((id: string, patch: Partial<DomainRecord>) => {
    edit((list) => list.map((r) => (r._id === id ? { ...r, ...patch } : r)))
  }, [edit])
  const remove = useCallback((id: string) => {
    edit((list) => list.filter((r) => r._id !== id))
  }, [edit])
  const { refetch } = query
  const reload = useCallback(() => void refetch(), [refetch])

  // Pending too: StrictMode's second mount restarts the first read, with nothing fetching between.
  return { records, loading: query.isPending || query.isFetching, failed, update, remove, reload }
}
