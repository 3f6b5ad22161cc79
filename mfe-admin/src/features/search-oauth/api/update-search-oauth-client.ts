import { type ApiClient, type SearchOAuthClientBody, type SearchOAuthClientResponse } from '@sitefleet/shared'

/** PUT /api/search/oauth-client: sets the installation's client (the secret is written, never read back). */
export async function updateSearchOAuthClient (client: ApiClient, body: SearchOAuthClientBody): Promise<SearchOAuthClientResponse> {
  const { data } = await client.put<SearchOAuthClientResponse>('/api/search/oauth-client', body)
  return data
}
