import { useCallback, useEffect, useRef, useState } from 'react'
import { usePanelCategory, type UnindexedDomain, useApi } from '@sitefleet/shared'
import { getUnindexedDomains } from '../api/get-unindexed-domains'

export type UnindexedStatus = 'loading' | 'error' | 'ready'

/**
 * The stored not-indexed list of the remembered super category (loading, then error,
 * empty or list). Loaded on open, on a category switch and by retry() — never after a forced
 * check (the list is not refreshed automatically).
 */
export function useUnindexedDomains () {
  const { client } = useApi()
  const scope = usePanelCategory().scope
  const [status, setStatus] = useState<UnindexedStatus>('loading')
  const [entries, setEntries] = useState<UnindexedDomain[]>([])
  const controller = useRef<AbortController | null>(null)

  const load = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setStatus('loading')
    try {
      const list = await getUnindexedDomains(client, current.signal)
      if (current.signal.aborted) return
      setEntries(list)
      setStatus('ready')
    } catch {
      if (current.signal.aborted) return
      setEntries([])
      setStatus('error')
    }
  }, [])

  useEffect(() => {
    void load()
    return () => controller.current?.abort()
  }, [load, scope])

  return { status, entries, retry: load }
}
