import { type ApiClient, type ApiMessage, type UpdateHostingBody } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** PUT /api/hosting/update-hosting: renames an account (platform / e-mail), sets its issue date. */
export async function updateHosting (client: ApiClient, body: UpdateHostingBody, ownerId?: string): Promise<ApiMessage> {
  const { data } = await client.put<ApiMessage>('/api/hosting/update-hosting', body, ownerQuery(ownerId))
  return data
}
