import { apiClient, scopedPath } from '@sitefleet/shared'

/** POST /{scope}/import/{id}/apply: 202, the rows are written in the background. */
export async function applyImport (importId: string): Promise<void> {
  await apiClient.post(scopedPath(`import/${encodeURIComponent(importId)}/apply`), {})
}
