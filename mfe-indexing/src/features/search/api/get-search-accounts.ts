import type { ApiClient, SearchAccount, SearchAccountsResponse } from '@sitefleet/shared'

/** GET /api/search/accounts: the caller's Search Console and Bing Webmaster accounts (never their credentials). */
export async function getSearchAccounts (client: ApiClient, signal?: AbortSignal): Promise<SearchAccount[]> {
  const { data } = await client.get<SearchAccountsResponse>('/api/search/accounts', { signal })
  return Array.isArray(data?.accounts) ? data.accounts : []
}
