import { type ApiClient, scopedPath, type HostingInfo } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** PUT /{scope}/hosting-info/{domain} with the six hosting fields. */
export async function saveHostingInfo (client: ApiClient, domain: string,
  info: HostingInfo,
  ownerId?: string): Promise<ApiMessage & { hostingInfo?: HostingInfo }> {
  const { data } = await client.put<ApiMessage & { hostingInfo?: HostingInfo }>(
    scopedPath(`hosting-info/${encodeURIComponent(domain)}`),
    info,
    ownerQuery(ownerId)
  )
  return data
}
