import { type ApiClient, type IncidentMonth, type IncidentStatsResponse } from '@sitefleet/shared'

/** GET /api/incidents/stats: MTTA and MTTR of the incidents opened in each of the last `months`. */
export async function getIncidentStats (client: ApiClient, months: number, signal?: AbortSignal): Promise<IncidentMonth[]> {
  const { data } = await client.get<IncidentStatsResponse>('/api/incidents/stats', { params: { months }, signal })
  if (!data || !Array.isArray(data.months)) throw new Error('Malformed incident stats answer')
  return data.months
}
