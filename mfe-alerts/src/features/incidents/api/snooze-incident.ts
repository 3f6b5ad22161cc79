import { type ApiClient, type IncidentActionResponse, type SnoozeIncidentBody } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** POST /api/incidents/{id}/snooze: nothing is sent for it until a time or until it recovers. */
export async function snoozeIncident (client: ApiClient, id: number, owner: string | undefined, body: SnoozeIncidentBody): Promise<IncidentActionResponse> {
  const { data } = await client.post<IncidentActionResponse>(`/api/incidents/${id}/snooze`, body, ownerParams(owner))
  return data
}
