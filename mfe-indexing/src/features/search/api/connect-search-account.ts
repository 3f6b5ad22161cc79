import type { ApiClient, SearchConnectResponse } from '@sitefleet/shared'

/** POST /api/search/accounts/{id}/connect: Google's consent page for an OAuth account, to open in the browser. */
export async function connectSearchAccount (client: ApiClient, id: string): Promise<string> {
  const { data } = await client.post<SearchConnectResponse>(`/api/search/accounts/${encodeURIComponent(id)}/connect`)
  if (typeof data?.url !== 'string') throw new Error('Malformed connect answer')
  return data.url
}
