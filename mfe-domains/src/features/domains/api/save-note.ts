import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** PUT /{scope}/note/{domain} with `{ note }`. */
export async function saveNote (client: ApiClient, domain: string, note: string, ownerId?: string): Promise<ApiMessage> {
  const { data } = await client.put<ApiMessage>(
    scopedPath(`note/${encodeURIComponent(domain)}`),
    { note },
    ownerQuery(ownerId)
  )
  return data
}
