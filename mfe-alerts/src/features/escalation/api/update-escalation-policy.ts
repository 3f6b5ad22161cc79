import { type ApiClient, type EscalationPolicyBody, type EscalationPolicyResponse } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** PUT /api/escalation-policies/{id}: replaces the policy; escalating incidents take its new steps. */
export async function updateEscalationPolicy (client: ApiClient, id: string, owner: string | undefined, body: EscalationPolicyBody): Promise<EscalationPolicyResponse> {
  const { data } = await client.put<EscalationPolicyResponse>(`/api/escalation-policies/${encodeURIComponent(id)}`, body, ownerParams(owner))
  return data
}
