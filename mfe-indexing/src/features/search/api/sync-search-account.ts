import type { ApiClient, SearchAccount, SearchAccountResponse } from '@sitefleet/shared'

/** POST /api/search/accounts/{id}/sync: queues the account's daily pass now. */
export async function syncSearchAccount (client: ApiClient, id: string): Promise<SearchAccount> {
  const { data } = await client.post<SearchAccountResponse>(`/api/search/accounts/${encodeURIComponent(id)}/sync`)
  return data.account
}
