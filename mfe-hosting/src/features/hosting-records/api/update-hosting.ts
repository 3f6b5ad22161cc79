import { apiClient, type ApiMessage, type UpdateHostingBody } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** PUT /api/hosting/update-hosting: renames an account (platform / e-mail), sets its issue date. */
export async function updateHosting (body: UpdateHostingBody, ownerId?: string): Promise<ApiMessage> {
  const { data } = await apiClient.put<ApiMessage>('/api/hosting/update-hosting', body, ownerQuery(ownerId))
  return data
}
