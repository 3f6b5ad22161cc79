import { useApi } from '@sitefleet/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AlertEvent } from '@sitefleet/shared'
import { getAlertEvents } from '../api/get-alert-events'

export type HistoryStatus = 'loading' | 'error' | 'ready'

/**
 * The event history: the newest page on open and on refresh(), older pages appended by more().
 * A superseded or unmounted load is aborted and its answer ignored.
 */
export function useAlertHistory () {
  const { client } = useApi()
  const [status, setStatus] = useState<HistoryStatus>('loading')
  const [events, setEvents] = useState<AlertEvent[]>([])
  const [nextBefore, setNextBefore] = useState<number | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const controller = useRef<AbortController | null>(null)

  const refresh = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setStatus('loading')
    try {
      const page = await getAlertEvents(client, null, current.signal)
      if (current.signal.aborted) return
      setEvents(page.events)
      setNextBefore(page.nextBefore)
      setStatus('ready')
    } catch {
      if (!current.signal.aborted) setStatus('error')
    }
  }, [])

  const more = useCallback(async () => {
    if (nextBefore === null) return
    setLoadingMore(true)
    try {
      const page = await getAlertEvents(client, nextBefore)
      setEvents((shown) => [...shown, ...page.events.filter((e) => !shown.some((s) => s.id === e.id))])
      setNextBefore(page.nextBefore)
    } catch {
      // The list shown stays; the button can be pressed again.
    } finally {
      setLoadingMore(false)
    }
  }, [nextBefore])

  useEffect(() => {
    void refresh()
    return () => controller.current?.abort()
  }, [refresh])

  return { status, events, nextBefore, loadingMore, refresh, more }
}
