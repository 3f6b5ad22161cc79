import type { ApiClient, RegistrarTestResponse } from '@sitefleet/shared'

/** POST /api/registrars/{id}/test: one call to the registrar with the stored credentials. */
export async function testRegistrar (client: ApiClient, id: string): Promise<RegistrarTestResponse> {
  const { data } = await client.post<RegistrarTestResponse>(`/api/registrars/${encodeURIComponent(id)}/test`)
  return data
}
