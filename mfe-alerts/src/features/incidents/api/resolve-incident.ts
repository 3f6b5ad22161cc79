import { type ApiClient, type IncidentActionResponse } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** POST /api/incidents/{id}/resolve: resolved by hand (causes without a recovery, or done with). */
export async function resolveIncident (client: ApiClient, id: number, owner?: string): Promise<IncidentActionResponse> {
  const { data } = await client.post<IncidentActionResponse>(`/api/incidents/${id}/resolve`, undefined, ownerParams(owner))
  return data
}
