import type { ApiClient, SearchInspectionResponse } from '@sitefleet/shared'

/** GET /api/search/sites/{domainId}/inspection: the home page's latest URL Inspection and the property's sitemaps. */
export async function getSearchInspection (client: ApiClient, domainId: string, signal?: AbortSignal): Promise<SearchInspectionResponse> {
  const { data } = await client.get<SearchInspectionResponse>(`/api/search/sites/${encodeURIComponent(domainId)}/inspection`, { signal })
  if (!data || !Array.isArray(data.sitemaps)) throw new Error('Malformed inspection answer')
  return data
}
