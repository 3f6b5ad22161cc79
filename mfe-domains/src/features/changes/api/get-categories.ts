import { apiClient, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/categories: the brand categories in use (the Changes filter). */
export async function getCategories (signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiClient.get<string[]>(scopedPath('categories'), { signal })
  return Array.isArray(data) ? data.filter((c): c is string => typeof c === 'string' && c !== '') : []
}
