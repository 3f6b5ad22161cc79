import { type ApiClient, scopedPath, type HostingInfo } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** GET /{scope}/hosting-info/{domain}: the six hosting fields, or null when none are saved. */
export async function getHostingInfo (client: ApiClient, domain: string, ownerId?: string, signal?: AbortSignal): Promise<HostingInfo | null> {
  const { data } = await client.get<{ hostingInfo: HostingInfo | null }>(
    scopedPath(`hosting-info/${encodeURIComponent(domain)}`),
    { ...ownerQuery(ownerId), signal }
  )
  return data?.hostingInfo ?? null
}
