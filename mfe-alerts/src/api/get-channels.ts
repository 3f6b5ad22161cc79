import { type ApiClient, type AlertChannel, type AlertChannelsResponse } from '@sitefleet/shared'

/** GET /api/alerts/channels: the caller's channels (secrets never come back). */
export async function getChannels (client: ApiClient, signal?: AbortSignal): Promise<AlertChannel[]> {
  const { data } = await client.get<AlertChannelsResponse>('/api/alerts/channels', { signal })
  return data.channels
}
