import { type ApiClient, type Location, type LocationList } from '@sitefleet/shared'

/** GET /api/locations: every location (home first) with its heartbeat, rate, lag and failure share. */
export async function getLocations (client: ApiClient, signal?: AbortSignal): Promise<Location[]> {
  const { data } = await client.get<LocationList>('/api/locations', { signal })
  if (!Array.isArray(data?.locations)) throw new Error('GET /api/locations did not answer with a list')
  return data.locations
}
