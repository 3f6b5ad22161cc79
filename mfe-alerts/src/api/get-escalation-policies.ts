import { type ApiClient, type EscalationPoliciesResponse, type EscalationPolicy } from '@sitefleet/shared'

/** GET /api/escalation-policies: the caller's policies (an admin's: everyone's). */
export async function getEscalationPolicies (client: ApiClient, signal?: AbortSignal): Promise<EscalationPolicy[]> {
  const { data } = await client.get<EscalationPoliciesResponse>('/api/escalation-policies', { signal })
  if (!data || !Array.isArray(data.policies)) throw new Error('Malformed escalation policies answer')
  return data.policies
}
