import type { ApiClient } from '@sitefleet/shared'

/** GET /admin/users (admins only): how many non-admin users the installation has. */
export async function getUserCount (client: ApiClient, signal?: AbortSignal): Promise<number> {
  const { data } = await client.get<unknown[]>('/admin/users', { signal })
  return Array.isArray(data) ? data.length : 0
}
