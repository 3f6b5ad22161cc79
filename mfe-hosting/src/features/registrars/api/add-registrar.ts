import type { ApiClient, CreateRegistrarAccountBody, RegistrarAccount, RegistrarAccountResponse } from '@sitefleet/shared'

/** POST /api/registrars: a new account; its credentials are sealed and never come back. */
export async function addRegistrar (client: ApiClient, body: CreateRegistrarAccountBody): Promise<RegistrarAccount> {
  const { data } = await client.post<RegistrarAccountResponse>('/api/registrars', body)
  return data.account
}
