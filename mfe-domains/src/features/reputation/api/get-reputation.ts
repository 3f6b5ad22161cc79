import { type ApiClient, type ReputationResponse, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/reputation: the providers' state and what is listed now. */
export async function getReputation (client: ApiClient, signal?: AbortSignal): Promise<ReputationResponse> {
  const { data } = await client.get<ReputationResponse>(scopedPath('reputation', client), { signal })
  if (!data || !Array.isArray(data.providers) || !Array.isArray(data.listings)) throw new Error('Malformed reputation answer')
  return data
}
