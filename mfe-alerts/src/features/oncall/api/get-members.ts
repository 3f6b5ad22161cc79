import { type AdminUser, type ApiClient, type LayoutKind, type MeResponse } from '@sitefleet/shared'

export interface Member { _id: string; name: string }

/**
 * Who can be in a rotation: an admin picks any user (GET /admin/users); a user only themselves
 * (GET /auth/me), as the API allows.
 */
export async function getMembers (client: ApiClient, layout: LayoutKind, signal?: AbortSignal): Promise<Member[]> {
  if (layout === 'admin') {
    const { data } = await client.get<AdminUser[]>('/admin/users', { signal })
    return data.map((u) => ({ _id: u._id, name: u.name }))
  }
  const { data } = await client.get<MeResponse>('/auth/me', { signal })
  return [{ _id: data.user._id, name: data.user.name }]
}
