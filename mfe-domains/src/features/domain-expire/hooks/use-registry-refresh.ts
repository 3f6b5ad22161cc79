import { useState } from 'react'
import { getErrorMessage, toast, useApi } from '@sitefleet/shared'
import { refreshRegistry } from '../api/refresh-registry'

export const REFRESH_FAILED = 'Failed to look the domain up at its registry'

/**
 * "Refresh" on an expiry row: the domain is looked up at its registry now; the
 * server's message is toasted (with why the registry gave no date, if so) and the list reloads.
 */
export function useRegistryRefresh (reload: () => Promise<void>) {
  const { client } = useApi()
  const [refreshing, setRefreshing] = useState<string | null>(null)

  const refresh = async (domain: string) => {
    setRefreshing(domain)
    try {
      const reply = await refreshRegistry(client, domain)
      const why = reply?.registryError ? ` (${reply.registryError})` : ''
      toast.success(`${reply?.message || 'Looked up at the registry'}: ${domain}${why}`)
      await reload()
    } catch (err) {
      toast.error(getErrorMessage(err, REFRESH_FAILED))
    } finally {
      setRefreshing(null)
    }
  }

  return { refreshing, refresh }
}
