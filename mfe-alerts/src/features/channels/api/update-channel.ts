import { apiClient, type AlertChannel, type AlertChannelResponse, type UpdateAlertChannelBody } from '@sitefleet/shared'

/** PUT /api/alerts/channels/{id}: a secret given replaces the stored one, none keeps it. */
export async function updateChannel (id: string, body: UpdateAlertChannelBody): Promise<AlertChannel> {
  const { data } = await apiClient.put<AlertChannelResponse>(`/api/alerts/channels/${encodeURIComponent(id)}`, body)
  return data.channel
}
