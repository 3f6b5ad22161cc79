import { apiClient, scopedPath } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** DELETE /{scope}/note/{domain}. */
export async function deleteNote (domain: string, ownerId?: string): Promise<ApiMessage> {
  const { data } = await apiClient.delete<ApiMessage>(scopedPath(`note/${encodeURIComponent(domain)}`), ownerQuery(ownerId))
  return data
}
