import { useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { getExpiring } from '../api/get-expiring'
import type { ExpiringAnswer } from '../types'

export const LOAD_EXPIRING_FAILED = 'Failed to load expiring domains.'

const EMPTY: ExpiringAnswer = { expiring: [], reminder: [] }

/**
 * The expiring and reminder lists of the remembered category; `reload` after a renewal (the rows
 * read before stay on screen meanwhile; another category's never do: it is another key).
 */
export function useExpiringDomains () {
  const query = useApiQuery(['/expiring', usePanelCategory().scope], getExpiring)
  const reload = async () => { await query.refetch() }
  return { ...(query.data ?? EMPTY), loading: query.isPending || query.isFetching, failed: query.isError && !query.isFetching, reload }
}
