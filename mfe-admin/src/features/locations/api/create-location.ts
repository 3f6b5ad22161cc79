import { type ApiClient, type CreateLocationBody, type LocationWithToken } from '@sitefleet/shared'

/** POST /api/locations: a new probe location and its token, answered this once. */
export async function createLocation (client: ApiClient, body: CreateLocationBody): Promise<LocationWithToken> {
  const { data } = await client.post<LocationWithToken>('/api/locations', body)
  return data
}
