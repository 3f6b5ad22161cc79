import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { RegistryRefreshResponse } from '@sitefleet/shared'

/** POST /{scope}/registry-refresh/{domain}: look the domain up at its registry (RDAP) now. */
export async function refreshRegistry (client: ApiClient, domain: string): Promise<RegistryRefreshResponse> {
  const { data } = await client.post<RegistryRefreshResponse>(scopedPath(`registry-refresh/${encodeURIComponent(domain)}`), {})
  return data
}
