import { type ApiClient, type LocationWithToken } from '@sitefleet/shared'

/** POST /api/locations/{id}/token: a new probe token; the old one is refused at once. */
export async function replaceLocationToken (client: ApiClient, id: string): Promise<LocationWithToken> {
  const { data } = await client.post<LocationWithToken>(`/api/locations/${encodeURIComponent(id)}/token`)
  return data
}
