import type { ApiClient, ChecksRound } from '@sitefleet/shared'

/** GET /admin/checks-round: how long the oldest overdue status check has waited (null before the first measure). */
export async function getChecksRound (client: ApiClient, signal?: AbortSignal): Promise<ChecksRound['round']> {
  const { data } = await client.get<ChecksRound>('/admin/checks-round', { signal })
  return data.round
}
