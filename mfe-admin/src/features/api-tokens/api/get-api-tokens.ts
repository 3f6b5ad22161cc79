import { type ApiClient, type ApiToken } from '@sitefleet/shared'

/** GET /auth/tokens: the caller's API tokens (names, access, dates; never the tokens). */
export async function getApiTokens (client: ApiClient, signal?: AbortSignal): Promise<ApiToken[]> {
  const { data } = await client.get<ApiToken[]>('/auth/tokens', { signal })
  if (!Array.isArray(data)) throw new Error('GET /auth/tokens did not answer with a list')
  return data
}
