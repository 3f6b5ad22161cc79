import type { ApiClient, RemoteOverrideSettings } from '@sitefleet/shared'

/** GET /api/remote-override: the origins a remote may be loaded from instead (none: the feature is off). */
export async function getRemoteOverrideSettings (client: ApiClient, signal?: AbortSignal): Promise<RemoteOverrideSettings> {
  const { data } = await client.get<RemoteOverrideSettings>('/api/remote-override', { signal })
  if (!Array.isArray(data?.origins)) throw new Error('GET /api/remote-override did not answer with the origins')
  return data
}
