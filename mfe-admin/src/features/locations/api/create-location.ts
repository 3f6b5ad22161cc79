import { type ApiClient, type CreateLocationBody, type LocationTokenResponse } from '@sitefleet/shared'

/** POST /api/locations: a new probe location and its token, answered this once. */
export async function createLocation (client: ApiClient, body: CreateLocationBody): Promise<LocationTokenResponse> {
  const { data } = await client.post<LocationTokenResponse>('/api/locations', body)
  return data
}
