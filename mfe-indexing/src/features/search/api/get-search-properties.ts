import type { ApiClient, SearchPropertiesResponse, SuperCategory } from '@sitefleet/shared'

/** GET /api/search/properties: matched sites, saved domains without a property, properties not monitored. */
export async function getSearchProperties (client: ApiClient, superCategory: SuperCategory, signal?: AbortSignal): Promise<SearchPropertiesResponse> {
  const { data } = await client.get<SearchPropertiesResponse>('/api/search/properties', { params: { superCategory }, signal })
  if (!data || !Array.isArray(data.matched)) throw new Error('Malformed properties answer')
  return data
}
