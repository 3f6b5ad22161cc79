import { useApiQuery, usePanelCategory } from '@sitefleet/shared'
import { getDomain } from '../api/get-domain'

/**
 * The stored scan of a card's domain, read the first time the card is expanded (and after a
 * rename); folding and unfolding the card shows the same read again without asking (staleTime).
 */
export function useDomainDetails (domain: string, ownerId: string | undefined, expanded: boolean) {
  const key = ['/domain', usePanelCategory().scope, domain, ownerId ?? null]
  const query = useApiQuery(key, (client, signal) => getDomain(client, domain, ownerId, signal), { enabled: expanded, staleTime: Infinity })
  const failed = query.isError && !query.isFetching
  const details = query.data ?? null
  return {
    details,
    loading: expanded && details === null && !failed,
    failed,
    retry: () => void query.refetch(),
  }
}
