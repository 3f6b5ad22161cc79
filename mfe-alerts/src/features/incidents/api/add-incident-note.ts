import { type ApiClient, type IncidentActionResponse } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** POST /api/incidents/{id}/notes: a note on the incident's timeline. */
export async function addIncidentNote (client: ApiClient, id: number, owner: string | undefined, text: string): Promise<IncidentActionResponse> {
  const { data } = await client.post<IncidentActionResponse>(`/api/incidents/${id}/notes`, { text }, ownerParams(owner))
  return data
}
