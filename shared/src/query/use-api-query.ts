import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { AxiosInstance } from 'axios'
import { useApi } from '../api/api-context'

/** What a screen may set beside the key and the read: polling, enabling, placeholders. */
export type ApiQueryOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>

/**
 * useQuery with the panel's API client handed to `read`, and the query's abort signal (a read
 * nobody waits for any more is cancelled). `key` names what is read and everything it depends on
 * (filters, page, category), never the client: the cache is already the panel's own.
 */
export function useApiQuery<T> (
  key: QueryKey,
  read: (client: AxiosInstance, signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions<T> = {}
): UseQueryResult<T, Error> {
  const { client } = useApi()
  return useQuery({ ...options, queryKey: key, queryFn: ({ signal }) => read(client, signal) })
}
