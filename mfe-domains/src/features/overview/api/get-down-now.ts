import { type ApiClient, type DownNow, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/overview/down: the sites down now, grouped as the alerts group an outage. */
export async function getDownNow (client: ApiClient, signal?: AbortSignal): Promise<DownNow> {
  const { data } = await client.get<DownNow>(scopedPath('overview/down', client), { signal })
  return data
}
