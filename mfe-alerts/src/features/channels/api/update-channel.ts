import { type ApiClient, type AlertChannel, type AlertChannelResponse, type UpdateAlertChannelBody } from '@sitefleet/shared'

/** PUT /api/alerts/channels/{id}: a secret given replaces the stored one, none keeps it. */
export async function updateChannel (client: ApiClient, id: string, body: UpdateAlertChannelBody): Promise<AlertChannel> {
  const { data } = await client.put<AlertChannelResponse>(`/api/alerts/channels/${encodeURIComponent(id)}`, body)
  return data.channel
}
