import type { ApiClient, SearchSeriesResponse } from '@sitefleet/shared'

/** GET /api/search/sites/{domainId}/daily: a site's clicks and impressions per day (Google, else Bing). */
export async function getSearchDaily (client: ApiClient, domainId: string, days: number, source: 'google' | 'bing' | undefined, signal?: AbortSignal): Promise<SearchSeriesResponse> {
  const { data } = await client.get<SearchSeriesResponse>(`/api/search/sites/${encodeURIComponent(domainId)}/daily`, { params: { days, ...(source ? { source } : {}) }, signal })
  if (!data || !Array.isArray(data.days)) throw new Error('Malformed series answer')
  return data
}
