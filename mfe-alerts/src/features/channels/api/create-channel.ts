import { apiClient, type AlertChannel, type AlertChannelResponse, type CreateAlertChannelBody } from '@sitefleet/shared'

/** POST /api/alerts/channels. */
export async function createChannel (body: CreateAlertChannelBody): Promise<AlertChannel> {
  const { data } = await apiClient.post<AlertChannelResponse>('/api/alerts/channels', body)
  return data.channel
}
