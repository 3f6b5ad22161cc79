import { type ApiClient, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/categories: the brand categories in use (the Changes filter). */
export async function getCategories (client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const { data } = await client.get<string[]>(scopedPath('categories'), { signal })
  return Array.isArray(data) ? data.filter((c): c is string => typeof c === 'string' && c !== '') : []
}
