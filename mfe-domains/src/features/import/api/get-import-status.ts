import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ImportProgress } from '../types'

/** GET /{scope}/import/{id}: state and counts of an applied import. */
export async function getImportStatus (client: ApiClient, importId: string, signal?: AbortSignal): Promise<ImportProgress> {
  const { data } = await client.get<ImportProgress>(scopedPath(`import/${encodeURIComponent(importId)}`), { signal })
  return data
}
