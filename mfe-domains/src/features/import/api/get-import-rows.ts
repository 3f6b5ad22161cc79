import { apiClient, scopedPath } from '@sitefleet/shared'
import type { ImportRows, RowStatus } from '../types'

export interface RowsPage { status: RowStatus | null, offset: number, limit: number }

/** GET /{scope}/import/{id}/rows: one page of a preview's rows, of one status or all, in file order. */
export async function getImportRows (importId: string, page: RowsPage, signal?: AbortSignal): Promise<ImportRows> {
  const params = { offset: page.offset, limit: page.limit, ...(page.status === null ? {} : { class: page.status }) }
  const { data } = await apiClient.get<ImportRows>(scopedPath(`import/${encodeURIComponent(importId)}/rows`), { params, signal })
  return data
}
