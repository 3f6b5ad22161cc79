import { type ApiClient, type IncidentActionResponse } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** POST /api/incidents/{id}/acknowledge: "I am on it"; stops its escalation. */
export async function acknowledgeIncident (client: ApiClient, id: number, owner?: string): Promise<IncidentActionResponse> {
  const { data } = await client.post<IncidentActionResponse>(`/api/incidents/${id}/acknowledge`, undefined, ownerParams(owner))
  return data
}
