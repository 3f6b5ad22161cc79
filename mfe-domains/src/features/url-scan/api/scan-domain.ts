import { type ApiClient, scopedPath, type ScanResult } from '@sitefleet/shared'

/** POST /{scope}/scan: fetches and parses the site on the server. */
export async function scanDomain (client: ApiClient, domain: string): Promise<ScanResult> {
  const { data } = await client.post<ScanResult>(scopedPath('scan'), { domain })
  return data
}
