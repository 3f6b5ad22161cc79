import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { DomainRecord } from '@sitefleet/shared'

/** GET /{scope}/by-category/{category}: saved domains of one brand category. */
export async function getDomainsByCategory (client: ApiClient, category: string, signal?: AbortSignal): Promise<DomainRecord[]> {
  const { data } = await client.get<DomainRecord[]>(scopedPath(`by-category/${encodeURIComponent(category)}`), {
    signal,
  })
  return Array.isArray(data) ? data : []
}
