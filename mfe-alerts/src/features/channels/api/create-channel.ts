import { type ApiClient, type AlertChannel, type AlertChannelResponse, type CreateAlertChannelBody } from '@sitefleet/shared'

/** POST /api/alerts/channels. */
export async function createChannel (client: ApiClient, body: CreateAlertChannelBody): Promise<AlertChannel> {
  const { data } = await client.post<AlertChannelResponse>('/api/alerts/channels', body)
  return data.channel
}
