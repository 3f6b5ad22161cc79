import { useEffect, useState } from 'react'
import { SUPER_CATEGORIES, type SuperCategory, useApi } from '@sitefleet/shared'
import { getUsers } from '../../../api/get-users'
import { getDomainCount } from '../api/get-domain-count'

/** A card's count: a number, still loading, or failed (shown as "—"). */
export type CountValue = number | 'loading' | 'failed'
export type OverviewKey = 'users' | SuperCategory
export type OverviewCounts = Record<OverviewKey, CountValue>

const LOADING: OverviewCounts = { users: 'loading', natural: 'loading', casino: 'loading', dating: 'loading' }

/** The four overview counts, each fetched on its own so one failing call fails only its card. */
export function useOverviewCounts (): OverviewCounts {
  const { client } = useApi()
  const [counts, setCounts] = useState<OverviewCounts>(LOADING)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    setCounts(LOADING)
    const settle = (key: OverviewKey, request: Promise<number>) =>
      request.then(
        (value) => !signal.aborted && setCounts((prev) => ({ ...prev, [key]: value })),
        () => !signal.aborted && setCounts((prev) => ({ ...prev, [key]: 'failed' }))
      )
    void settle('users', getUsers(client, signal).then((users) => users.length))
    for (const category of SUPER_CATEGORIES) void settle(category, getDomainCount(client, category, signal))
    return () => controller.abort()
  }, [])

  return counts
}
