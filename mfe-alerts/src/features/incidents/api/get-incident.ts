import { type ApiClient, type IncidentDetailResponse } from '@sitefleet/shared'

/** GET /api/incidents/{id}: one incident with its timeline, oldest entry first. */
export async function getIncident (client: ApiClient, id: number, signal?: AbortSignal): Promise<IncidentDetailResponse> {
  const { data } = await client.get<IncidentDetailResponse>(`/api/incidents/${id}`, { signal })
  if (!data || !Array.isArray(data.timeline)) throw new Error('Malformed incident answer')
  return data
}
