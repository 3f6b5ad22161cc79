import { type ApiClient, type LocationTokenResponse } from '@sitefleet/shared'

/** POST /api/locations/{id}/token: a new probe token; the old one is refused at once. */
export async function replaceLocationToken (client: ApiClient, id: string): Promise<LocationTokenResponse> {
  const { data } = await client.post<LocationTokenResponse>(`/api/locations/${encodeURIComponent(id)}/token`)
  return data
}
