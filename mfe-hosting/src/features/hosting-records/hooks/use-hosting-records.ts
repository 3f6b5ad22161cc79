import { useApiQuery, type HostingInfoList } from '@sitefleet/shared'
import { getHostingInfo } from '../api/get-hosting-info'

const EMPTY: HostingInfoList = { success: true, list: [], all: [], servers: [] }

/** What the hosting screens show, with Retry, when get-hostingInfo fails. */
export const HOSTING_LOAD_FAILED = 'Failed to load hosting info'

/**
 * get-hostingInfo for the hosting screens, read again after a change (`reload`, the rows stay on
 * screen meanwhile). A failed read is logged, not toasted; `failed` tells the screen to say so with Retry (a failed load is not an empty
 * list); `retry` shows the spinner until the answer comes.
 */
export function useHostingRecords () {
  const query = useApiQuery(['/api/hosting/get-hostingInfo'], (client, signal) => getHostingInfo(client, signal).catch((err: unknown) => {
    // Logged for the operator, never toasted: the screen says it with Retry.
    if (!signal.aborted) console.error('Failed to fetch hosting info', err)
    throw err
  }))
  const retrying = query.isError && query.isFetching
  return {
    ...(query.data ?? EMPTY),
    loading: query.isPending && !query.isError ? true : retrying,
    failed: query.isError && !retrying,
    reload: async () => { await query.refetch() },
    retry: () => void query.refetch(),
  }
}
