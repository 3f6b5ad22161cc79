import { type ApiClient, type Incident, type IncidentsResponse } from '@sitefleet/shared'

/** GET /api/incidents: the caller's incidents, open first, then acknowledged, then resolved. */
export async function getIncidents (client: ApiClient, signal?: AbortSignal): Promise<Incident[]> {
  const { data } = await client.get<IncidentsResponse>('/api/incidents', { signal })
  if (!data || !Array.isArray(data.incidents)) throw new Error('Malformed incidents answer')
  return data.incidents
}
