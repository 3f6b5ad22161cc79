import { type ApiClient, scopedPath } from '@sitefleet/shared'

/** Saved domains per brand category. */
export type CategoryCounts = Record<string, number>

/** GET /{scope}/category-counts. */
export async function getCategoryCounts (client: ApiClient, signal?: AbortSignal): Promise<CategoryCounts> {
  const { data } = await client.get<CategoryCounts>(scopedPath('category-counts'), { signal })
  return data && typeof data === 'object' && !Array.isArray(data) ? data : {}
}
