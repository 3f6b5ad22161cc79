import { type ApiClient, type Upcoming, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/overview/upcoming: the next expiries (domains, certificates, servers). */
export async function getUpcoming (client: ApiClient, signal?: AbortSignal): Promise<Upcoming> {
  const { data } = await client.get<Upcoming>(scopedPath('overview/upcoming', client), { signal })
  return data
}
