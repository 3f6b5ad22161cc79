import { type ApiClient, scopedPath, type BulkBody, type BulkJobStarted, type BulkResponse } from '@sitefleet/shared'

/**
 * POST /{scope}/bulk: one action on the named domains (or record ids, or every domain the filter
 * matches). Up to 1,000 domains the answer is the result (200); more run as a job (202, a jobId).
 * `owner: 'all'` is the admin list's: every owner's domains.
 */
export async function postBulk (client: ApiClient, body: BulkBody, owner?: string): Promise<BulkResponse | BulkJobStarted> {
  const { data } = await client.post<BulkResponse | BulkJobStarted>(scopedPath('bulk'), body, owner ? { params: { owner } } : {})
  return data
}

export function isJob (answer: BulkResponse | BulkJobStarted): answer is BulkJobStarted {
  return 'jobId' in answer
}
