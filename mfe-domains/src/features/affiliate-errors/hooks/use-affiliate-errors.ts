import { useEffect, useState } from 'react'
import { decodeToken, toast, useAuthStore, usePanelCategory, useApi } from '@sitefleet/shared'
import { checkAffiliateErrors } from '../api/check-affiliate-errors'
import { getAffiliateErrors } from '../api/get-affiliate-errors'
import { mergeAfterCheck } from './affiliate-rules'
import { EMPTY_ENTRY, useAffiliateErrorsStore } from './affiliate-errors-store'

export const LOAD_CACHED_FAILED = '❌ Failed to load cached affiliate errors'
export const REFRESH_FAILED = '❌ Failed to refresh affiliate errors'

/**
 * Affiliate errors of the remembered category: the stored list, loaded on entry when the kept
 * list is empty, and Refresh (fresh check merged with the stored missing links).
 */
export function useAffiliateErrors () {
  const { client } = useApi()
  const scope = usePanelCategory().scope
  const token = useAuthStore((s) => s.token)
  const key = `${decodeToken(token)?.sub ?? ''}|${scope}`
  const entry = useAffiliateErrorsStore((s) => s.byKey[key]) ?? EMPTY_ENTRY
  const [loading, setLoading] = useState(false)
  const [checking, setChecking] = useState(false)
  // A failed load is not "no errors": the screen shows it with Retry (bumps `attempt`).
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (useAffiliateErrorsStore.getState().byKey[key]?.errors.length) return
    const controller = new AbortController()
    setLoading(true)
    setFailed(false)
    getAffiliateErrors(client, controller.signal)
      .then((errors) => useAffiliateErrorsStore.getState().put(key, { errors, lastUpdated: Date.now() }))
      .catch(() => {
        if (controller.signal.aborted) return
        setFailed(true)
        toast.error(LOAD_CACHED_FAILED)
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
  }, [client, key, attempt])

  const refresh = async () => {
    const refreshKey = key
    setChecking(true)
    try {
      const checked = await checkAffiliateErrors(client)
      const store = useAffiliateErrorsStore.getState()
      const stored = store.byKey[refreshKey]?.errors ?? []
      store.put(refreshKey, { errors: mergeAfterCheck(stored, checked), lastUpdated: Date.now() })
    } catch {
      toast.error(REFRESH_FAILED)
    } finally {
      setChecking(false)
    }
  }

  const retry = () => setAttempt((n) => n + 1)
  return { errors: entry.errors, lastUpdated: entry.lastUpdated, loading, failed, checking, refresh, retry }
}
