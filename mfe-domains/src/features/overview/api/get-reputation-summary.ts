import { type ApiClient, type ReputationSummaryResponse, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/reputation/summary: domains and IPs listed now, by list, and newly listed this week. */
export async function getReputationSummary (client: ApiClient, signal?: AbortSignal): Promise<ReputationSummaryResponse> {
  const { data } = await client.get<ReputationSummaryResponse>(scopedPath('reputation/summary', client), { signal })
  if (!data || !Array.isArray(data.byList)) throw new Error('Malformed blocklist summary answer')
  return data
}
