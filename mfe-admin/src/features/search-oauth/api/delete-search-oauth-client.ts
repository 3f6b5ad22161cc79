import { type ApiClient } from '@sitefleet/shared'

/** DELETE /api/search/oauth-client: removes the client set here (GOOGLE_OAUTH_CLIENT_ID, if set, applies again). */
export async function deleteSearchOAuthClient (client: ApiClient): Promise<void> {
  await client.delete('/api/search/oauth-client')
}
