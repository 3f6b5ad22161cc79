import { loadState, useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { getReputation } from '../api/get-reputation'

/** The Reputation screen's data: keyed by the scope, whose path it reads. */
export function useReputation () {
  const scope = usePanelCategory().scope
  const query = useApiQuery(['/reputation', { scope }], getReputation)
  return { state: loadState(query), reload: () => void query.refetch() }
}
