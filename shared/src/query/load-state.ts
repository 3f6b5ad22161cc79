import type { UseQueryResult } from '@tanstack/react-query'

/**
 * A query as most screens draw it: a spinner, the rows, or a message with Retry. `readAt`: when the
 * shown rows were read (epoch ms); `stale`: a later read failed, so these are the last rows read,
 * not the current ones (the screen marks them so).
 */
export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T; readAt: number; stale?: boolean } | { status: 'error' }

/**
 * The LoadState of `query`. A Retry after an error shows the spinner again until the answer comes
 * (the user sees their click do something); a failed re-read keeps the rows, marked stale.
 */
export function loadState<T> (query: UseQueryResult<T, Error>): LoadState<T> {
  if (query.data !== undefined) {
    return query.isError ? { status: 'ready', data: query.data, readAt: query.dataUpdatedAt, stale: true } : { status: 'ready', data: query.data, readAt: query.dataUpdatedAt }
  }
  if (query.isPending || query.isFetching) return { status: 'loading' }
  return { status: 'error' }
}
