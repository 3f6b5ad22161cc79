import { type ApiClient, type EscalationPolicyBody, type EscalationPolicyResponse } from '@sitefleet/shared'

/** POST /api/escalation-policies: ordered steps notifying channels or whoever is on call. */
export async function createEscalationPolicy (client: ApiClient, body: EscalationPolicyBody): Promise<EscalationPolicyResponse> {
  const { data } = await client.post<EscalationPolicyResponse>('/api/escalation-policies', body)
  return data
}
