import type { ApiClient, CreateSearchAccountBody, SearchAccount, SearchAccountResponse } from '@sitefleet/shared'

/** POST /api/search/accounts: a new account, its credentials sealed; its first sync starts at once. */
export async function addSearchAccount (client: ApiClient, body: CreateSearchAccountBody): Promise<SearchAccount> {
  const { data } = await client.post<SearchAccountResponse>('/api/search/accounts', body)
  return data.account
}
