import type { ApiClient, SearchAccount, SearchAccountResponse, UpdateSearchAccountBody } from '@sitefleet/shared'

/** PUT /api/search/accounts/{id}: a new name and/or new credentials (omitted ones are kept). */
export async function updateSearchAccount (client: ApiClient, id: string, body: UpdateSearchAccountBody): Promise<SearchAccount> {
  const { data } = await client.put<SearchAccountResponse>(`/api/search/accounts/${encodeURIComponent(id)}`, body)
  return data.account
}
