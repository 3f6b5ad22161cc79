import { type ApiClient, type SuperCategory } from '@sitefleet/shared'

/** GET /admin/domain-count/{natural|casino|dating}: saved domains of that category across users. */
export async function getDomainCount (client: ApiClient, category: SuperCategory, signal?: AbortSignal): Promise<number> {
  const { data } = await client.get<{ count: number }>(`/admin/domain-count/${encodeURIComponent(category)}`, {
    signal,
  })
  const count = data?.count
  if (typeof count !== 'number' || !Number.isFinite(count)) throw new Error('domain-count answered without a count')
  return count
}
