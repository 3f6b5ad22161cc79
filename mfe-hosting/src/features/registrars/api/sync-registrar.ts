import type { ApiClient, RegistrarAccount, RegistrarAccountResponse } from '@sitefleet/shared'

/** POST /api/registrars/{id}/sync: queues the account's registrar-sync check now (202). */
export async function syncRegistrar (client: ApiClient, id: string): Promise<RegistrarAccount> {
  const { data } = await client.post<RegistrarAccountResponse>(`/api/registrars/${encodeURIComponent(id)}/sync`)
  return data.account
}
