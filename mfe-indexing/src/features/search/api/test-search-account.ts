import type { ApiClient, SearchTestResponse } from '@sitefleet/shared'

/** POST /api/search/accounts/{id}/test: lists the account's properties now and says what it found. */
export async function testSearchAccount (client: ApiClient, id: string): Promise<SearchTestResponse> {
  const { data } = await client.post<SearchTestResponse>(`/api/search/accounts/${encodeURIComponent(id)}/test`)
  return data
}
