import { loadState, useApiQuery } from '@sitefleet/shared'
import { getIncidentStats } from '../api/get-incident-stats'
import { getIncidents } from '../api/get-incidents'

/** Every incident query starts with this key: an action invalidates the list, the stats and the timelines. */
export const INCIDENTS = '/api/incidents'
/** The months of MTTA and MTTR the page shows, oldest first. */
export const STAT_MONTHS = 6

/** The caller's incidents (open first) and their monthly MTTA and MTTR; re-read every minute. */
export function useIncidents () {
  const list = useApiQuery([INCIDENTS, 'list'], getIncidents, { refetchInterval: 60_000 })
  const stats = useApiQuery([INCIDENTS, 'stats', STAT_MONTHS], (client, signal) => getIncidentStats(client, STAT_MONTHS, signal))
  return {
    incidents: loadState(list),
    reload: () => void list.refetch(),
    stats: loadState(stats),
    reloadStats: () => void stats.refetch(),
  }
}
