import type { ApiClient } from './panel-client'
import { scopedPath } from './client'
import { scopeFor, type SuperCategory } from '../config/categories'

/**
 * GET /{scope}/categories: the brand categories in use, of the super category given, else of the
 * client's own panel. Filters, pickers and import share this one read (and its cache key).
 */
export async function getBrandCategories (client: ApiClient, signal?: AbortSignal, superCategory?: SuperCategory): Promise<string[]> {
  const path = superCategory === undefined ? scopedPath('categories', client) : `/${scopeFor(superCategory)}/categories`
  const { data } = await client.get<unknown>(path, { signal })
  return Array.isArray(data) ? data.filter((c): c is string => typeof c === 'string' && c !== '') : []
}
