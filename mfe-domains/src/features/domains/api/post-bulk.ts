import { apiClient, scopedPath, type BulkBody, type BulkResponse } from '@sitefleet/shared'

/** POST /{scope}/bulk: one action on the named domains, or on every domain the filter matches. */
export async function postBulk (body: BulkBody): Promise<BulkResponse> {
  const { data } = await apiClient.post<BulkResponse>(scopedPath('bulk'), body)
  return data
}
