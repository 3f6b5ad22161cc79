import { type ApiClient, type SearchOAuthClientResponse } from '@sitefleet/shared'

/** GET /api/search/oauth-client: the installation's Google OAuth client in force and the redirect URI to register; never the secret. */
export async function getSearchOAuthClient (client: ApiClient, signal?: AbortSignal): Promise<SearchOAuthClientResponse> {
  const { data } = await client.get<SearchOAuthClientResponse>('/api/search/oauth-client', { signal })
  if (typeof data?.redirectUri !== 'string') throw new Error('GET /api/search/oauth-client did not answer with the client state')
  return data
}
