import { type ApiClient, scopedPath, type BulkJobStatus } from '@sitefleet/shared'

/** GET /{scope}/bulk/{jobId}: how far a large bulk action has got. */
export async function getBulkJob (client: ApiClient, jobId: string, signal?: AbortSignal): Promise<BulkJobStatus> {
  const { data } = await client.get<BulkJobStatus>(scopedPath(`bulk/${encodeURIComponent(jobId)}`), { signal })
  return data
}
