import { apiClient, type User } from '@sitefleet/shared';

/** A row of GET /admin/users (never the role or a password hash). */
export type AdminUser = Pick<User, '_id' | 'name' | 'email'>;

/** GET /admin/users: every non-admin user. */
export async function getUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  const { data } = await apiClient.get<AdminUser[]>('/admin/users', { signal });
  if (!Array.isArray(data)) throw new Error('GET /admin/users did not answer with a list');
  return data;
}
