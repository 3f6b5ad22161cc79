import { useState } from 'react'
import { loadState, useQuery } from '@sitefleet/shared'
import { getImportRows } from '../api/get-import-rows'
import type { ImportPreview, PreviewRow, RowStatus } from '../types'

/** Rows a page of the preview shows (the api's default page). */
export const PAGE_SIZE = 100

/**
 * The preview's rows a page at a time, of one status or all: the first page of all rows came
 * with the preview; every other page is asked from the api, which keeps the whole file's rows.
 */
export function usePreviewRows (preview: ImportPreview) {
  const [status, setStatus] = useState<RowStatus | null>(null)
  const [offset, setOffset] = useState(0)
  const total = status === null ? preview.counts.new + preview.counts.update + preview.counts.unchanged + preview.counts.invalid : preview.counts[status]
  const firstPage = status === null && offset === 0
  const query = useQuery({
    queryKey: ['/import/rows', preview.importId, { status, offset }],
    queryFn: async ({ signal }): Promise<PreviewRow[]> => firstPage
      ? preview.rows
      : (await getImportRows(preview.importId, { status, offset, limit: PAGE_SIZE }, signal)).rows,
  })
  return {
    status,
    offset,
    total,
    state: loadState(query),
    reload: () => void query.refetch(),
    show: (next: RowStatus | null) => { setStatus(next); setOffset(0) },
    previous: () => setOffset((o) => Math.max(0, o - PAGE_SIZE)),
    next: () => setOffset((o) => (o + PAGE_SIZE < total ? o + PAGE_SIZE : o))
  }
}
