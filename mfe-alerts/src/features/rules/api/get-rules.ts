import { type ApiClient, type AlertRulesResponse } from '@sitefleet/shared'

/** GET /api/alerts/rules: the caller's rules, every event kind and their channels. */
export async function getRules (client: ApiClient, signal?: AbortSignal): Promise<AlertRulesResponse> {
  const { data } = await client.get<AlertRulesResponse>('/api/alerts/rules', { signal })
  if (!data || !Array.isArray(data.kinds)) throw new Error('Malformed alert rules answer')
  return data
}
