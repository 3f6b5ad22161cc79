import { type ApiClient, type DomainHistory, scopedPath } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** GET /{scope}/domain/{domain}/history?days=N: uptime, points and outages of one domain. */
export async function getDomainHistory (client: ApiClient, domain: string, days: number, ownerId?: string, signal?: AbortSignal): Promise<DomainHistory> {
  const { data } = await client.get<DomainHistory>(scopedPath(`domain/${encodeURIComponent(domain)}/history`, client), {
    params: { ...ownerQuery(ownerId).params, days },
    signal,
  })
  return data
}
