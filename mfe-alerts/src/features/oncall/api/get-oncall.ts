import { type ApiClient, type OnCallEntry, type OnCallResponse } from '@sitefleet/shared'

/** GET /api/oncall: who is on call now and who is next in each of the caller's rotations. */
export async function getOncall (client: ApiClient, signal?: AbortSignal): Promise<OnCallEntry[]> {
  const { data } = await client.get<OnCallResponse>('/api/oncall', { signal })
  if (!data || !Array.isArray(data.oncall)) throw new Error('Malformed on-call answer')
  return data.oncall
}
