import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'

/** POST /{scope}/renew with `{ domains }`: each issue date moves on one year. */
export async function renewDomains (client: ApiClient, domains: string[]): Promise<ApiMessage> {
  const { data } = await client.post<ApiMessage>(scopedPath('renew'), { domains })
  return data
}
