import { type ApiClient, type TestAlertChannelResponse } from '@sitefleet/shared'

/** POST /api/alerts/channels/{id}/test: the server sends a test message now and says how it went. */
export async function testChannel (client: ApiClient, id: string): Promise<TestAlertChannelResponse> {
  const { data } = await client.post<TestAlertChannelResponse>(`/api/alerts/channels/${encodeURIComponent(id)}/test`, {})
  return data
}
