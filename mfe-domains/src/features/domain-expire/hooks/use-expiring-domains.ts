import { useCallback, useEffect, useRef, useState } from 'react'
import { useCategoryStore, useApi } from '@sitefleet/shared'
import { getExpiring } from '../api/get-expiring'
import type { ExpiringAnswer } from '../types'

export const LOAD_EXPIRING_FAILED = 'Failed to load expiring domains.'

const EMPTY: ExpiringAnswer = { expiring: [], reminder: [] }

/** The expiring and reminder lists of the remembered category; `reload` after a renewal. */
export function useExpiringDomains () {
  const { client } = useApi()
  const scope = useCategoryStore((s) => s.scope)
  const [data, setData] = useState<ExpiringAnswer>(EMPTY)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const controller = useRef<AbortController | null>(null)

  const reload = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setLoading(true)
    setFailed(false)
    try {
      setData(await getExpiring(client, current.signal))
    } catch {
      if (!current.signal.aborted) setFailed(true)
    }
    if (!current.signal.aborted) setLoading(false)
  }, [])

  useEffect(() => {
    setData(EMPTY)
    void reload()
    return () => controller.current?.abort()
  }, [reload, scope])

  return { ...data, loading, failed, reload }
}
