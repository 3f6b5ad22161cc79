import type { QueryKey } from '@tanstack/react-query'
import { toast, useApi, useApiQuery, useErrorToast, useMutation, usePanelCategory, useQueryClient } from '@sitefleet/shared'
import { checkAffiliateErrors } from '../api/check-affiliate-errors'
import { getAffiliateErrors } from '../api/get-affiliate-errors'
import type { AffiliateError } from '../types'
import { mergeAfterCheck } from './affiliate-rules'

export const LOAD_CACHED_FAILED = '❌ Failed to load cached affiliate errors'
export const REFRESH_FAILED = '❌ Failed to refresh affiliate errors'

const NONE: AffiliateError[] = []

/**
 * Affiliate errors of the remembered category: the stored list, and Refresh (fresh check merged
 * with the stored missing links). The list read is kept while the app runs (the session's cache,
 * emptied at another login): coming back to the screen shows it without a call, unless it was
 * empty. "Last Updated" is when the cached list was last read or refreshed.
 */
export function useAffiliateErrors () {
  const { client } = useApi()
  const key = ['/affiliate-errors', usePanelCategory().scope]
  const queryClient = useQueryClient()
  const query = useApiQuery(key, getAffiliateErrors, { staleTime: (q) => (q.state.data?.length ? Infinity : 0) })
  useErrorToast(query, LOAD_CACHED_FAILED)
  const check = useMutation({
    // The key is the one of the click: a category switched meanwhile keeps its own list.
    mutationFn: async (forKey: QueryKey) => ({ forKey, checked: await checkAffiliateErrors(client) }),
    onSuccess: ({ forKey, checked }) => {
      queryClient.setQueryData<AffiliateError[]>(forKey, (stored) => mergeAfterCheck(stored ?? [], checked))
    },
  })

  const refresh = async () => {
    check.mutate(key, { onError: () => toast.error(REFRESH_FAILED) })
  }
  return {
    errors: query.data ?? NONE,
    lastUpdated: query.data ? query.dataUpdatedAt : null,
    loading: query.isPending || query.isFetching,
    failed: query.isError && !query.isFetching,
    checking: check.isPending,
    refresh,
    retry: () => void query.refetch(),
  }
}
