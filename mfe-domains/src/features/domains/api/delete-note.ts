import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** DELETE /{scope}/note/{domain}. */
export async function deleteNote (client: ApiClient, domain: string, ownerId?: string): Promise<ApiMessage> {
  const { data } = await client.delete<ApiMessage>(scopedPath(`note/${encodeURIComponent(domain)}`), ownerQuery(ownerId))
  return data
}
