import type { AxiosInstance } from 'axios'
import { loadState, useApiQuery } from '@sitefleet/shared'

/**
 * One dashboard panel's read through the query layer, keyed by its api path and what the answer
 * depends on (the page's category: the scoped path changes with it): its LoadState and a Retry
 * that reads it again.
 */
export function usePanelQuery<T> (path: string, depends: Record<string, unknown>, read: (client: AxiosInstance, signal: AbortSignal) => Promise<T>) {
  const query = useApiQuery([path, depends], read)
  return { state: loadState(query), reload: () => void query.refetch() }
}
