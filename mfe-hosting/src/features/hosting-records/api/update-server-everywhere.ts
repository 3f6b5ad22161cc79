import { type ApiClient, type ApiMessage, type UpdateServerEverywhereBody } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** PUT /api/hosting/update-server-everywhere: renames a server for every record, sets its expiry. */
export async function updateServerEverywhere (client: ApiClient, body: UpdateServerEverywhereBody, ownerId?: string): Promise<ApiMessage> {
  const { data } = await client.put<ApiMessage>('/api/hosting/update-server-everywhere', body, ownerQuery(ownerId))
  return data
}
