import type { ApiClient } from '@sitefleet/shared'

/** DELETE /api/registrars/{id}: the account and what its syncs learnt (monitored domains stay). */
export async function deleteRegistrar (client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/registrars/${encodeURIComponent(id)}`)
}
