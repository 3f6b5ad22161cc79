import { useQueries } from '@tanstack/react-query'
import { SUPER_CATEGORIES, type SuperCategory, useApi, useApiQuery } from '@sitefleet/shared'
import { getUsers } from '../../../api/get-users'
import { getDomainCount } from '../api/get-domain-count'

/** A card's count: a number, still loading, or failed (shown as "—"). */
export type CountValue = number | 'loading' | 'failed'
export type OverviewKey = 'users' | SuperCategory
export type OverviewCounts = Record<OverviewKey, CountValue>

const countOf = (count: number | undefined, isError: boolean): CountValue => count ?? (isError ? 'failed' : 'loading')

/**
 * The four overview counts, each its own query so one failing call fails only its card. The users
 * count reads the Users screen's query, so one read serves both.
 */
export function useOverviewCounts (): OverviewCounts {
  const { client } = useApi()
  const users = useApiQuery(['/admin/users'], getUsers)
  const categories = useQueries({
    queries: SUPER_CATEGORIES.map((category) => ({
      queryKey: ['/admin/domain-count', category],
      queryFn: ({ signal }: { signal: AbortSignal }) => getDomainCount(client, category, signal),
    })),
  })
  const counts = { users: countOf(users.data?.length, users.isError) } as OverviewCounts
  SUPER_CATEGORIES.forEach((category, i) => { counts[category] = countOf(categories[i].data, categories[i].isError) })
  return counts
}
