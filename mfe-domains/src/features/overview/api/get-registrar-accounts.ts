import type { ApiClient, RegistrarAccountsResponse } from '@sitefleet/shared'

/** GET /api/registrars: how many registrar accounts the caller has connected. */
export async function getRegistrarAccountCount (client: ApiClient, signal?: AbortSignal): Promise<number> {
  const { data } = await client.get<RegistrarAccountsResponse>('/api/registrars', { signal })
  return Array.isArray(data?.accounts) ? data.accounts.length : 0
}
