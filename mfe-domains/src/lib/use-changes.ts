import { loadState, useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { type ChangeFilter, getChanges } from '../api/get-changes'

/** One page of changes for `filter`, reloaded whenever a filter field changes. */
export function useChanges (filter: ChangeFilter) {
  const { kind, category, since, domain, owner, offset, limit } = filter
  const fields = { kind, category, since, domain, owner, offset, limit }
  const query = useApiQuery(['/changes', usePanelCategory().scope, fields], (client, signal) => getChanges(client, fields, signal))
  return { state: loadState(query), reload: () => void query.refetch() }
}
