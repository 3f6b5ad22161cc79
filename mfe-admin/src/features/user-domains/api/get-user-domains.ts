import { type ApiClient, type DomainRecord } from '@sitefleet/shared'

/** GET /admin/user/{userId}/domains: that user's domains of every super category. */
export async function getUserDomains (client: ApiClient, userId: string, signal?: AbortSignal): Promise<DomainRecord[]> {
  const { data } = await client.get<DomainRecord[]>(`/admin/user/${encodeURIComponent(userId)}/domains`, { signal })
  if (!Array.isArray(data)) throw new Error('GET /admin/user/{userId}/domains did not answer with a list')
  return data
}
