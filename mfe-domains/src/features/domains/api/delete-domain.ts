import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** DELETE /{scope}/domain/{domain}. */
export async function deleteDomain (client: ApiClient, domain: string, ownerId?: string): Promise<ApiMessage> {
  const { data } = await client.delete<ApiMessage>(scopedPath(`domain/${encodeURIComponent(domain)}`), ownerQuery(ownerId))
  return data
}
