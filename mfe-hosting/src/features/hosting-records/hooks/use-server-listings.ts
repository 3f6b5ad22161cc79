import { loadState, useApiQuery } from '@sitefleet/shared'
import { getServerListings } from '../api/get-server-listings'

/** The blocklist history of one hosting server's IP addresses. */
export function useServerListings (serverId: string) {
  const query = useApiQuery(['/api/reputation/servers', serverId], (client, signal) => getServerListings(client, serverId, signal))
  return { state: loadState(query), reload: () => void query.refetch() }
}
