import { type ApiClient, type Location, type LocationList } from '@sitefleet/shared'

/** GET /api/locations (admins): the places a site can be checked from, home first. */
export async function getLocations (client: ApiClient, signal?: AbortSignal): Promise<Location[]> {
  const { data } = await client.get<LocationList>('/api/locations', { signal })
  if (!Array.isArray(data?.locations)) throw new Error('GET /api/locations did not answer with a list')
  return data.locations
}
