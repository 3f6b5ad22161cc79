import type { ApiClient, RegistrarAccount, RegistrarAccountsResponse } from '@sitefleet/shared'

/** GET /api/registrars: the caller's accounts; an admin with `all` gets everyone's, with their owner. */
export async function getRegistrars (client: ApiClient, all: boolean, signal?: AbortSignal): Promise<RegistrarAccount[]> {
  const { data } = await client.get<RegistrarAccountsResponse>('/api/registrars', { params: all ? { all: true } : {}, signal })
  return Array.isArray(data?.accounts) ? data.accounts : []
}
