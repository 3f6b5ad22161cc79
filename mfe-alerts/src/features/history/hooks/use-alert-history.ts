import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '@sitefleet/shared'
import { getAlertEvents } from '../api/get-alert-events'

export type HistoryStatus = 'loading' | 'error' | 'ready'

const EVENTS = ['/api/alerts/events']

/**
 * The event history: the newest page on open and on refresh(), older pages appended by more().
 * A page that fails to come keeps the list shown; the button can be pressed again.
 */
export function useAlertHistory () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const query = useInfiniteQuery({
    queryKey: EVENTS,
    queryFn: ({ pageParam, signal }) => getAlertEvents(client, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  })
  const pages = query.data?.pages ?? []
  // An event may move onto the next page while the list is read: shown once.
  const events = pages.flatMap((page) => page.events).filter((event, i, all) => all.findIndex((e) => e.id === event.id) === i)
  const status: HistoryStatus = pages.length > 0 ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading'

  return {
    status,
    events,
    nextBefore: pages.at(-1)?.nextBefore ?? null,
    loadingMore: query.isFetchingNextPage,
    // Back to the newest page alone, as when the screen opens.
    refresh: () => queryClient.resetQueries({ queryKey: EVENTS }),
    more: async () => { if (query.hasNextPage) await query.fetchNextPage() },
  }
}
