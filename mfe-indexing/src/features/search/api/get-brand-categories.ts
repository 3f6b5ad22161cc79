import { type ApiClient, scopeFor, type SuperCategory } from '@sitefleet/shared'

/** GET /{scope}/categories of the page's super category: the brand categories to filter by. */
export async function getBrandCategories (client: ApiClient, superCategory: SuperCategory, signal?: AbortSignal): Promise<string[]> {
  const { data } = await client.get<unknown>(`/${scopeFor(superCategory)}/categories`, { signal })
  return Array.isArray(data) ? data.filter((c): c is string => typeof c === 'string' && c !== '') : []
}
