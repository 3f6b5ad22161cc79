import { useCallback, useEffect, useState } from 'react'

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }

/**
 * Runs `loader` on mount, whenever `loader` changes (memoise it with useCallback) and on
 * `reload()`. A superseded or unmounted load is aborted and its answer ignored.
 */
export function useLoad<T> (loader: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    loader(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      }
    )
    return () => controller.abort()
  }, [loader, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, reload }
}
