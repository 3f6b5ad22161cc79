import { type ApiClient, scopedPath } from '@sitefleet/shared'

/** POST /{scope}/import/{id}/apply: 202, the rows are written in the background. */
export async function applyImport (client: ApiClient, importId: string): Promise<void> {
  await client.post(scopedPath(`import/${encodeURIComponent(importId)}/apply`), {})
}
