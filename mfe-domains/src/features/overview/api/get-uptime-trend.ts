import { type ApiClient, type UptimeTrend, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/overview/uptime-trend: the status uptime of each of the last 30 days. */
export async function getUptimeTrend (client: ApiClient, signal?: AbortSignal): Promise<UptimeTrend> {
  const { data } = await client.get<UptimeTrend>(scopedPath('overview/uptime-trend', client), { signal })
  return data
}
