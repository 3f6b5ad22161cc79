import { type ApiClient, type CreateApiTokenBody, type CreatedApiToken } from '@sitefleet/shared'

/** POST /auth/tokens: answers the token itself, this once. */
export async function createApiToken (client: ApiClient, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const { data } = await client.post<CreatedApiToken>('/auth/tokens', body)
  return data
}
