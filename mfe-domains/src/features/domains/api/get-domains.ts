import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { DomainRecord } from '@sitefleet/shared'

/** GET /{scope}/all: every saved domain (admins: everyone's, with `owner`). */
export async function getDomains (client: ApiClient, signal?: AbortSignal): Promise<DomainRecord[]> {
  const { data } = await client.get<DomainRecord[]>(scopedPath('all'), { signal })
  return Array.isArray(data) ? data : []
}
