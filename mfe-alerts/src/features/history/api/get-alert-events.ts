import { type ApiClient, type AlertEventsResponse } from '@sitefleet/shared'

/** GET /api/alerts/events: a page of the event history, newest first (`before`: older than that id). */
export async function getAlertEvents (client: ApiClient, before: number | null, signal?: AbortSignal): Promise<AlertEventsResponse> {
  const { data } = await client.get<AlertEventsResponse>('/api/alerts/events', {
    params: before === null ? {} : { before },
    signal,
  })
  if (!data || !Array.isArray(data.events)) throw new Error('Malformed alert events answer')
  return data
}
