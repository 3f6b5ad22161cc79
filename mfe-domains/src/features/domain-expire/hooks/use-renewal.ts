import { useCallback, useMemo, useState } from 'react'
import { getErrorMessage, toast, useApi, useMutation } from '@sitefleet/shared'
import { renewDomains } from '../api/renew-domains'

export const RENEWED = 'Renewed successfully'
export const RENEW_FAILED = 'Failed to renew domains'

/**
 * The ticked Renew boxes and Save: renew the ticked domains, toast the server message
 * (or "Renewed successfully"), clear the ticks and reload the list; a failure toasts the server message.
 */
export function useRenewal (listed: readonly string[], reload: () => Promise<void>) {
  const { client } = useApi()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // Only ticks of rows still on screen count (a reload or category switch may drop rows).
  const ticked = useMemo(() => listed.filter((d) => selected.has(d)), [listed, selected])

  const toggle = useCallback((domain: string, ticked: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev)
      if (ticked) next.add(domain)
      else next.delete(domain)
      return next
    })
  }, [])

  const renew = useMutation({
    mutationFn: (domains: string[]) => renewDomains(client, domains),
    // Saving lasts until the list is read again (the mutation waits for this).
    onSuccess: async (reply) => {
      toast.success(reply?.message || RENEWED)
      setSelected(new Set())
      await reload()
    },
  })

  const save = async () => {
    if (ticked.length === 0) return
    // Toasted with the mutate call's own callback: it comes in the same render as the button's
    // return from "Saving...".
    renew.mutate(ticked, { onError: (err) => toast.error(getErrorMessage(err, RENEW_FAILED)) })
  }

  return { ticked, isTicked: (domain: string) => selected.has(domain), toggle, saving: renew.isPending, save }
}
