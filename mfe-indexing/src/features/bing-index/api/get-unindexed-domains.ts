import { type ApiClient, scopedPath, type UnindexedDomain, type UnindexedDomainsResponse } from '@sitefleet/shared'

/** GET /{scope}/unindexed-domains: the stored not-indexed list (no Bing query happens). */
export async function getUnindexedDomains (client: ApiClient, signal?: AbortSignal): Promise<UnindexedDomain[]> {
  const { data } = await client.get<UnindexedDomainsResponse>(scopedPath('unindexed-domains'), { signal })
  // A malformed answer is a failed load (error + Retry), not an "all indexed" claim.
  if (!data || !Array.isArray(data.unindexed)) throw new Error('Malformed unindexed-domains answer')
  return data.unindexed
}
