import { useCallback } from 'react'
import { type DomainHistory, useLoad, useApi } from '@sitefleet/shared'
import { getDomainHistory } from '../api/get-domain-history'

export interface HistoryViews {
  /** 30 days: uptime, hourly chart points and outages. */
  month: DomainHistory
  /** 48 hours of raw results: the heartbeat bar. */
  recent: DomainHistory
}

/** The two reads of the history panel, together. */
export function useDomainHistory (domain: string, ownerId: string | undefined) {
  const { client } = useApi()
  const loader = useCallback(async (signal: AbortSignal): Promise<HistoryViews> => {
    const [month, recent] = await Promise.all([
      getDomainHistory(client, domain, 30, ownerId, signal),
      getDomainHistory(client, domain, 2, ownerId, signal),
    ])
    return { month, recent }
  }, [domain, ownerId])
  return useLoad(loader)
}
