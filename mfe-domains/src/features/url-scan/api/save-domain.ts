import { type ApiClient, scopedPath, type SaveDomainBody } from '@sitefleet/shared'

/** POST /{scope}/save: 201 `{ message, domain }`; a domain already saved answers 409 "duplicate key". */
export async function saveDomain (client: ApiClient, body: SaveDomainBody): Promise<{ message?: string; domain?: string }> {
  const { data } = await client.post<{ message?: string; domain?: string }>(scopedPath('save'), body)
  return data
}
