import { apiClient, scopedPath } from '@sitefleet/shared'

/** Saved domains per brand category. */
export type CategoryCounts = Record<string, number>

/** GET /{scope}/category-counts. */
export async function getCategoryCounts (signal?: AbortSignal): Promise<CategoryCounts> {
  const { data } = await apiClient.get<CategoryCounts>(scopedPath('category-counts'), { signal })
  return data && typeof data === 'object' && !Array.isArray(data) ? data : {}
}
