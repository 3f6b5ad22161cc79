import type { ApiClient, RegistrarAccount, RegistrarAccountResponse, UpdateRegistrarAccountBody } from '@sitefleet/shared'

/** PUT /api/registrars/{id}: a new name and/or new credentials (omitted ones are kept). */
export async function updateRegistrar (client: ApiClient, id: string, body: UpdateRegistrarAccountBody): Promise<RegistrarAccount> {
  const { data } = await client.put<RegistrarAccountResponse>(`/api/registrars/${encodeURIComponent(id)}`, body)
  return data.account
}
