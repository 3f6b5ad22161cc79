import { useCallback, useState } from 'react'
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { toast, useApi, useApiQuery, type ServerExpireResponse } from '@sitefleet/shared'
import { getExpiringServers } from '../api/get-expiring-servers'
import { renewServers } from '../api/renew-servers'

export const SERVER_RENEWED = 'Server renewed successfully'
export const RENEW_FAILED = 'Failed to renew server'
export const EXPIRING_LOAD_FAILED = 'Failed to load expiring servers'

type Lists = Pick<ServerExpireResponse, 'servers' | 'expired'>
const EXPIRING = ['/api/hosting/server-expire']
const RENEWING = ['renew-server']
const NONE: Lists = { servers: [], expired: [] }

/**
 * Servers Expiring Soon and Expired servers: the server's two lists as sent (it decides the
 * window and counts the days), ticked rows, and renewal of one row at a time.
 */
export function useExpiringServers () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const query = useApiQuery(EXPIRING, getExpiringServers)
  const { servers, expired } = query.data ?? NONE
  // A failed load is not "no servers expiring": the screen shows an error with Retry instead.
  const failed = query.isError && !query.isFetching
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // Rows renew one call each, several at once: the rows saving are the renewals still pending.
  const renewing = useMutation({ mutationKey: RENEWING, mutationFn: (id: string) => renewServers(client, [id]) })
  const pending = useMutationState({ filters: { mutationKey: RENEWING, status: 'pending' }, select: (m) => m.state.variables as string })
  const saving: ReadonlySet<string> = new Set(pending)

  const toggle = useCallback((id: string) => {
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }, [])

  const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((x) => x !== id))

  const renew = async (id: string) => {
    try {
      const reply = await renewing.mutateAsync(id)
      toast.success(reply?.message || SERVER_RENEWED)
      // Renewed: its new expiry is a renewal period on, so it leaves whichever list it was in.
      queryClient.setQueryData<Lists>(EXPIRING, (prev) => prev && {
        ...prev,
        servers: prev.servers.filter((s) => s._id !== id),
        expired: prev.expired.filter((s) => s._id !== id),
      })
      setSelected((prev) => without(prev, id))
    } catch {
      // A generic notice; the row stays ticked so the operator can try again.
      toast.error(RENEW_FAILED)
    }
  }

  return { servers, expired, loading: query.isFetching && query.data === undefined, failed, reload: () => void query.refetch(), selected, saving, toggle, renew }
}
