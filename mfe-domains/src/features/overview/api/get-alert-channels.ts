import type { ApiClient, AlertChannelsResponse } from '@sitefleet/shared'

/** GET /api/alerts/channels: how many alert channels the caller has. */
export async function getAlertChannelCount (client: ApiClient, signal?: AbortSignal): Promise<number> {
  const { data } = await client.get<AlertChannelsResponse>('/api/alerts/channels', { signal })
  return Array.isArray(data?.channels) ? data.channels.length : 0
}
