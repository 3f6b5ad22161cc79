import { type ApiClient, type SuperCategory } from '@sitefleet/shared'
import type { ApiMessage } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

export interface UpdateDomainNameBody {
  oldDomain: string;
  newDomain: string;
  /** The card's super category: the endpoint itself always lives under the natural prefix. */
  superCategory: SuperCategory;
}

/** PUT /api/scraper/update-domain-name (always the natural prefix). */
export async function updateDomainName (client: ApiClient, body: UpdateDomainNameBody,
  ownerId?: string): Promise<ApiMessage & { domain?: string }> {
  const { data } = await client.put<ApiMessage & { domain?: string }>(
    '/api/scraper/update-domain-name',
    body,
    ownerQuery(ownerId)
  )
  return data
}
