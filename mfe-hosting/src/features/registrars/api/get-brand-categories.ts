import { type ApiClient, scopeFor, type SuperCategory } from '@sitefleet/shared'

/** GET /{scope}/categories of the chosen super category (not the remembered one): its brand categories. */
export async function getBrandCategories (client: ApiClient, superCategory: SuperCategory, signal?: AbortSignal): Promise<string[]> {
  const { data } = await client.get<unknown>(`/${scopeFor(superCategory)}/categories`, { signal })
  return Array.isArray(data) ? data.filter((c): c is string => typeof c === 'string' && c !== '') : []
}
