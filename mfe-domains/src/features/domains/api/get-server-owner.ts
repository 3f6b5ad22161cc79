import { type ApiClient, type ServerOwner } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/**
 * GET /api/hosting/by-server/{server}: platform and e-mail of a known server (404 when unknown);
 * an admin editing another user's card looks among that user's servers (`?owner=`).
 */
export async function getServerOwner (client: ApiClient, server: string, ownerId?: string): Promise<ServerOwner> {
  const { data } = await client.get<ServerOwner>(
    `/api/hosting/by-server/${encodeURIComponent(server)}`,
    ownerQuery(ownerId)
  )
  return data
}
