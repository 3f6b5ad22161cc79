import type { ApiClient, SearchSummaryResponse } from '@sitefleet/shared'

/** GET /api/search/summary: Google clicks of the last 7 final days against the 7 before, and the top losers. */
export async function getSearchSummary (client: ApiClient, superCategory: string, signal?: AbortSignal): Promise<SearchSummaryResponse> {
  const { data } = await client.get<SearchSummaryResponse>('/api/search/summary', { params: { superCategory }, signal })
  if (!data || !Array.isArray(data.losers)) throw new Error('Malformed search summary answer')
  return data
}
