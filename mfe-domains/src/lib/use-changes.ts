import { useCallback } from 'react'
import { useApi, useLoad } from '@sitefleet/shared'
import { type ChangeFilter, getChanges } from '../api/get-changes'

/** One page of changes for `filter`, reloaded whenever a filter field changes. */
export function useChanges (filter: ChangeFilter) {
  const { kind, category, since, domain, owner, offset, limit } = filter
  const { client } = useApi()
  const loader = useCallback(
    (signal: AbortSignal) => getChanges(client, { kind, category, since, domain, owner, offset, limit }, signal),
    [client, kind, category, since, domain, owner, offset, limit]
  )
  return useLoad(loader)
}
