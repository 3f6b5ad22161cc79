import type { ApiClient, NotMonitoredResponse } from '@sitefleet/shared'

/** GET /api/registrars/not-monitored: domains in a synced account that Sitefleet does not watch. */
export async function getNotMonitored (client: ApiClient, page: number, limit: number, signal?: AbortSignal): Promise<Omit<NotMonitoredResponse, 'success'>> {
  const { data } = await client.get<NotMonitoredResponse>('/api/registrars/not-monitored', { params: { page, limit }, signal })
  return { items: Array.isArray(data?.items) ? data.items : [], total: typeof data?.total === 'number' ? data.total : 0 }
}
