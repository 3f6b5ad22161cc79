import { type ApiClient, type OpenAlerts, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/overview/open-alerts: the alerts whose problem has not ended. */
export async function getOpenAlerts (client: ApiClient, signal?: AbortSignal): Promise<OpenAlerts> {
  const { data } = await client.get<OpenAlerts>(scopedPath('overview/open-alerts', client), { signal })
  return data
}
