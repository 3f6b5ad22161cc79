import { apiClient, scopedPath, type ScanResult } from '@sitefleet/shared'

/** POST /{scope}/scan: fetches and parses the site on the server. */
export async function scanDomain (domain: string): Promise<ScanResult> {
  const { data } = await apiClient.post<ScanResult>(scopedPath('scan'), { domain })
  return data
}
