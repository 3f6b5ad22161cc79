import { getErrorMessage, toast, useApi, useMutation } from '@sitefleet/shared'
import { refreshRegistry } from '../api/refresh-registry'

export const REFRESH_FAILED = 'Failed to look the domain up at its registry'

/**
 * "Refresh" on an expiry row: the domain is looked up at its registry now; the
 * server's message is toasted (with why the registry gave no date, if so) and the list reloads.
 */
export function useRegistryRefresh (reload: () => Promise<void>) {
  const { client } = useApi()
  const lookup = useMutation({
    mutationFn: (domain: string) => refreshRegistry(client, domain),
    onSuccess: async (reply, domain) => {
      const why = reply?.registryError ? ` (${reply.registryError})` : ''
      toast.success(`${reply?.message || 'Looked up at the registry'}: ${domain}${why}`)
      await reload()
    },
  })

  const refresh = async (domain: string) => {
    lookup.mutate(domain, { onError: (err) => toast.error(getErrorMessage(err, REFRESH_FAILED)) })
  }
  return { refreshing: lookup.isPending ? lookup.variables : null, refresh }
}
