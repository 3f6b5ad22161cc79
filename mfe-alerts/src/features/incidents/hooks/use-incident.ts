import { loadState, useApiQuery } from '@sitefleet/shared'
import { getIncident } from '../api/get-incident'
import { INCIDENTS } from './use-incidents'

/** One incident with its timeline; re-read every 30 s while the page is open (deliveries go on). */
export function useIncident (id: number) {
  const query = useApiQuery([INCIDENTS, 'detail', id], (client, signal) => getIncident(client, id, signal), { refetchInterval: 30_000 })
  return { incident: loadState(query), reload: () => void query.refetch() }
}
