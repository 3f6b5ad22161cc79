import { loadState, useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { getDomainListings } from '../api/get-domain-listings'

/** The blocklist history of one domain (its name and its IPs), for its details. */
export function useDomainListings (domain: string, ownerId: string | undefined) {
  const key = ['/reputation/domain', usePanelCategory().scope, domain, ownerId ?? null]
  const query = useApiQuery(key, (client, signal) => getDomainListings(client, domain, ownerId, signal))
  return { state: loadState(query), reload: () => void query.refetch() }
}
