import { useCallback, useEffect, useState } from 'react'
import { toast, useCategoryStore, useApi } from '@sitefleet/shared'
import { getDomains } from '../api/get-domains'
import { getDomainsByCategory } from '../api/get-domains-by-category'
import type { DomainRecord } from '@sitefleet/shared'

export const LOAD_DOMAINS_FAILED = 'Failed to load domains. Please try again.'

/**
 * The saved domains of the remembered super category: all of them, or one brand category's.
 * Card actions update the loaded list in place (no refetch of a possibly huge list).
 */
export function useDomainList (category: string | null) {
  const { client } = useApi()
  const scope = useCategoryStore((s) => s.scope)
  const [records, setRecords] = useState<DomainRecord[]>([])
  const [loading, setLoading] = useState(true)
  // A failed load is not an empty portfolio: the screen shows an error with Retry instead.
  const [failed, setFailed] = useState(false)
  // Bumped after a bulk action: the list is loaded again.
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setFailed(false)
    const request = category ? getDomainsByCategory(client, category, controller.signal) : getDomains(client, controller.signal)
    request
      .then((list) => setRecords(list))
      .catch(() => {
        if (controller.signal.aborted) return
        setRecords([])
        setFailed(true)
        toast.error(LOAD_DOMAINS_FAILED)
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
  }, [client, scope, category, generation])

  const update = useCallback((id: string, patch: Partial<DomainRecord>) => {
    setRecords((list) => list.map((r) => (r._id === id ? { ...r, ...patch } : r)))
  }, [])
  const remove = useCallback((id: string) => {
    setRecords((list) => list.filter((r) => r._id !== id))
  }, [])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])

  return { records, loading, failed, update, remove, reload }
}
