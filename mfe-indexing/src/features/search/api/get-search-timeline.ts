import type { ApiClient, SearchTimelineResponse } from '@sitefleet/shared'

/** GET /api/search/sites/{domainId}/timeline: the site's own events and SEO changes over the chart's days. */
export async function getSearchTimeline (client: ApiClient, domainId: string, days: number, signal?: AbortSignal): Promise<SearchTimelineResponse> {
  const { data } = await client.get<SearchTimelineResponse>(`/api/search/sites/${encodeURIComponent(domainId)}/timeline`, { params: { days }, signal })
  if (!data || !Array.isArray(data.events)) throw new Error('Malformed timeline answer')
  return data
}
