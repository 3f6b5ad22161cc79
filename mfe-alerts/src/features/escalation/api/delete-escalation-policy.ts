import { type ApiClient } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** DELETE /api/escalation-policies/{id}: rules naming it escalate no more. */
export async function deleteEscalationPolicy (client: ApiClient, id: string, owner: string | undefined): Promise<{ message: string }> {
  const { data } = await client.delete<{ message: string }>(`/api/escalation-policies/${encodeURIComponent(id)}`, ownerParams(owner))
  return data
}
