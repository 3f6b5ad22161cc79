import { type ApiClient, type DomainLocationBody, type DomainLocationResponse, scopedPath } from '@sitefleet/shared'
import { ownerQuery } from './owner-query'

/** PUT /{scope}/domain/{domain}/location: where the site's status check runs each round (null: the default). */
export async function setDomainLocation (client: ApiClient, domain: string, body: DomainLocationBody, ownerId?: string): Promise<DomainLocationResponse> {
  const { data } = await client.put<DomainLocationResponse>(scopedPath(`domain/${encodeURIComponent(domain)}/location`, client), body, ownerQuery(ownerId))
  return data
}
