import type { ApiClient, SetRemoteOverrideBody, SetRemoteOverrideResponse } from '@sitefleet/shared'

/** POST /api/remote-override: the server checks the origin and signs the value this browser keeps. */
export async function setRemoteOverride (client: ApiClient, body: SetRemoteOverrideBody): Promise<SetRemoteOverrideResponse> {
  const { data } = await client.post<SetRemoteOverrideResponse>('/api/remote-override', body)
  return data
}
