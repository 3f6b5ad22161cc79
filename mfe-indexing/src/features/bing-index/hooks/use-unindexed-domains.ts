import { loadState, usePanelCategory, type UnindexedDomain, useApiQuery } from '@sitefleet/shared'
import { getUnindexedDomains } from '../api/get-unindexed-domains'

export type UnindexedStatus = 'loading' | 'error' | 'ready'

const NONE: UnindexedDomain[] = []

/**
 * The stored not-indexed list of the remembered super category (loading, then error,
 * empty or list). Read on open, on a category switch (the scope is in the key) and by retry() —
 * never after a forced check (the list is not refreshed automatically).
 */
export function useUnindexedDomains () {
  const query = useApiQuery(['/unindexed', usePanelCategory().scope], getUnindexedDomains)
  const state = loadState(query)
  return {
    status: state.status as UnindexedStatus,
    entries: state.status === 'ready' ? state.data : NONE,
    retry: () => void query.refetch(),
  }
}
