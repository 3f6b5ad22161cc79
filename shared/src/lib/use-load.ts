import { useCallback, useEffect, useState } from 'react'
import type { LoadState } from '../query/load-state'

/**
 * Runs `loader` on mount, whenever `loader` changes (memoise it with useCallback), on `reload()`
 * and on `refresh()`. A superseded or unmounted load is aborted and its answer ignored.
 * `reload()` starts over (loading, then the data or the error); `refresh()` keeps the data on
 * screen while it reads again and, when that read fails, keeps it marked stale: for screens that
 * re-read on a timer.
 */
export function useLoad<T> (loader: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState({ n: 0, keep: false })

  useEffect(() => {
    const controller = new AbortController()
    if (!attempt.keep) setState({ status: 'loading' })
    loader(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, readAt: Date.now() })
      },
      () => {
        if (!controller.signal.aborted) setState((s) => (attempt.keep && s.status === 'ready' ? { ...s, stale: true } : { status: 'error' }))
      }
    )
    return () => controller.abort()
  }, [loader, attempt])

  const reload = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, keep: false })), [])
  const refresh = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, keep: true })), [])
  return { state, reload, refresh }
}
