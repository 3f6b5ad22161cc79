import { type ApiClient, type AdminUser } from '@sitefleet/shared'

/** A row of GET /admin/users (never the role or a password hash). */
export type { AdminUser }

/**
 * GET /admin/users: every non-admin user. Two features read it (the users list and the overview's
 * count), so it lives in the remote's shared api folder rather than inside either feature.
 */
export async function getUsers (client: ApiClient, signal?: AbortSignal): Promise<AdminUser[]> {
  const { data } = await client.get<AdminUser[]>('/admin/users', { signal })
  if (!Array.isArray(data)) throw new Error('GET /admin/users did not answer with a list')
  return data
}
