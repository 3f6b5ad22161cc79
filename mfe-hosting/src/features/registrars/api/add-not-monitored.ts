import type { AddNotMonitoredBody, AddNotMonitoredResponse, ApiClient } from '@sitefleet/shared'

/** POST /api/registrars/not-monitored/add: starts monitoring the chosen domains under one category. */
export async function addNotMonitored (client: ApiClient, body: AddNotMonitoredBody): Promise<Omit<AddNotMonitoredResponse, 'success'>> {
  const { data } = await client.post<AddNotMonitoredResponse>('/api/registrars/not-monitored/add', body)
  return { added: data?.added ?? 0, skipped: Array.isArray(data?.skipped) ? data.skipped : [] }
}
