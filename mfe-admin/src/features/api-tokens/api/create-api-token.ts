import { apiClient, type CreateApiTokenBody, type CreatedApiToken } from '@sitefleet/shared'

/** POST /auth/tokens: answers the token itself, this once. */
export async function createApiToken (body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const { data } = await apiClient.post<CreatedApiToken>('/auth/tokens', body)
  return data
}
