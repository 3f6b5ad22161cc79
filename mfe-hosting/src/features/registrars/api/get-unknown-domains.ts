import type { ApiClient, RegistrarUnknownResponse } from '@sitefleet/shared'

/** GET /api/registrars/unknown: monitored domains found in no synced account. */
export async function getUnknownDomains (client: ApiClient, page: number, limit: number, signal?: AbortSignal): Promise<Omit<RegistrarUnknownResponse, 'success'>> {
  const { data } = await client.get<RegistrarUnknownResponse>('/api/registrars/unknown', { params: { page, limit }, signal })
  return { items: Array.isArray(data?.items) ? data.items : [], total: typeof data?.total === 'number' ? data.total : 0 }
}
