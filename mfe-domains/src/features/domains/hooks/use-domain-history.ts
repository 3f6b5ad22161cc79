import { type DomainHistory, loadState, useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { getDomainHistory } from '../api/get-domain-history'

export interface HistoryViews {
  /** 30 days: uptime, hourly chart points and outages. */
  month: DomainHistory
  /** 48 hours of raw results: the heartbeat bar. */
  recent: DomainHistory
}

/** The two reads of the history panel, together. */
export function useDomainHistory (domain: string, ownerId: string | undefined) {
  const key = ['/domain/history', usePanelCategory().scope, domain, ownerId ?? null]
  const query = useApiQuery(key, async (client, signal): Promise<HistoryViews> => {
    const [month, recent] = await Promise.all([
      getDomainHistory(client, domain, 30, ownerId, signal),
      getDomainHistory(client, domain, 2, ownerId, signal),
    ])
    return { month, recent }
  })
  return { state: loadState(query), reload: () => void query.refetch() }
}
