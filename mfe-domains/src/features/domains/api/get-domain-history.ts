import { type ApiClient, type LocatedHistory, scopedPath } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** GET /{scope}/domain/{domain}/history?days=N: uptime, points and outages of one domain. */
export async function getDomainHistory (client: ApiClient, domain: string, days: number, ownerId?: string, signal?: AbortSignal): Promise<LocatedHistory> {
  const { data } = await client.get<LocatedHistory>(scopedPath(`domain/${encodeURIComponent(domain)}/history`, client), {
    params: { ...ownerQuery(ownerId).params, days },
    signal,
  })
  return data
}
