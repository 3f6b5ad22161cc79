import type { ApiClient } from '@sitefleet/shared'

/** DELETE /api/search/accounts/{id}: the account with its properties and figures. */
export async function deleteSearchAccount (client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/search/accounts/${encodeURIComponent(id)}`)
}
