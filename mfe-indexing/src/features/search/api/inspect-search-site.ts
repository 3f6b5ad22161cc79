import type { ApiClient, SearchInspectionResponse } from '@sitefleet/shared'

/** POST /api/search/sites/{domainId}/inspect: asks Google about the home page now (Inspect now). */
export async function inspectSearchSite (client: ApiClient, domainId: string): Promise<SearchInspectionResponse> {
  const { data } = await client.post<SearchInspectionResponse>(`/api/search/sites/${encodeURIComponent(domainId)}/inspect`)
  return data
}
