import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'

/** GET /{scope}/refresh-and-errors: queues a check of every domain and answers at once (202). */
export async function refreshErrorDomains (client: ApiClient, signal?: AbortSignal): Promise<ApiMessage> {
  const { data } = await client.get<ApiMessage>(scopedPath('refresh-and-errors'), { signal })
  return data
}
