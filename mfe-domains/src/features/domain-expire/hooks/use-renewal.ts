import { useCallback, useMemo, useState } from 'react'
import { getErrorMessage, toast, useApi } from '@sitefleet/shared'
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
  const [saving, setSaving] = useState(false)
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

  const save = async () => {
    if (ticked.length === 0) return
    setSaving(true)
    try {
      const reply = await renewDomains(client, ticked)
      toast.success(reply?.message || RENEWED)
      setSelected(new Set())
      await reload()
    } catch (err) {
      toast.error(getErrorMessage(err, RENEW_FAILED))
    } finally {
      setSaving(false)
    }
  }

  return { ticked, isTicked: (domain: string) => selected.has(domain), toggle, saving, save }
}
