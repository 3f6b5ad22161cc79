import { useCallback, useEffect, useRef, useState } from 'react'
import { ERROR_POLL_INTERVAL_MS, ERROR_POLL_MAX_ROUNDS, usePanelCategory, useApi } from '@sitefleet/shared'
import { getErrorDomains } from '../api/get-error-domains'
import { refreshErrorDomains } from '../api/refresh-error-domains'
import type { ErrorDomain, ErrorDomainsAnswer } from '../types'
import { isRefreshDone } from './refresh-rule'

export const LOAD_FAILED = 'Failed to load existing error domains.'
export const REFRESH_FAILED = 'Failed to refresh error domains.'
export const MISSING_TOKEN = 'Missing authentication token. Please login again.'

export type Failure = 'load' | 'refresh' | 'token'
/** How the last refresh ended: every domain checked, or the poll budget ran out first. */
export type RefreshOutcome = 'done' | 'gave-up'

/** One load or refresh sequence; a newer one (or leaving the page) aborts it and its timer. */
interface Run {
  controller: AbortController;
}

function wait (run: Run, ms: number): Promise<void> {
  const { signal } = run.controller
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true }
    )
  })
}

/**
 * The error domains of the remembered category, and Refresh All: load the existing
 * list, trigger the background refresh, reload after 5 s, then poll every 5 s (at most 20 polls)
 * until isRefreshDone. Every answer replaces the list on screen as it arrives.
 */
export function useErrorDomains () {
  // The panel's API: the shell's session, or an embedded panel's own token.
  const { client, hasToken } = useApi()
  const scope = usePanelCategory().scope
  /** null until the first successful answer. */
  const [items, setItems] = useState<ErrorDomain[] | null>(null)
  const [loading, setLoading] = useState(true)
  const [refreshing, setRefreshing] = useState(false)
  const [polls, setPolls] = useState(0)
  const [outcome, setOutcome] = useState<RefreshOutcome | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const current = useRef<Run | null>(null)

  const begin = useCallback((): Run => {
    current.current?.controller.abort()
    const run = { controller: new AbortController() }
    current.current = run
    setOutcome(null)
    setFailure(null)
    return run
  }, [])
  const stop = useCallback(() => {
    current.current?.controller.abort()
    current.current = null
  }, [])
  /** Ends `run` if still current; false when a newer run took over (leave the state to it). */
  const finish = (run: Run) => {
    if (current.current !== run) return false
    current.current = null
    return true
  }
  // A 401 logs out (shared client), so a failure without a token means the session is gone.
  const fail = (kind: Failure) => setFailure(hasToken() ? kind : 'token')

  const load = useCallback(async () => {
    const run = begin()
    setRefreshing(false)
    if (!hasToken()) {
      finish(run)
      setFailure('token')
      setLoading(false)
      return
    }
    setLoading(true)
    try {
      const answer = await getErrorDomains(client, run.controller.signal)
      setItems(answer.errorDomains)
    } catch {
      if (!run.controller.signal.aborted) fail('load')
    } finally {
      if (finish(run)) setLoading(false)
    }
  }, [begin, client, hasToken])

  const refresh = useCallback(async () => {
    const run = begin()
    const { signal } = run.controller
    setLoading(false)
    setPolls(0)
    if (!hasToken()) {
      finish(run)
      setFailure('token')
      return
    }
    setRefreshing(true)
    const startedAt = Date.now()
    const reload = async (): Promise<ErrorDomainsAnswer> => {
      const answer = await getErrorDomains(client, signal)
      setItems(answer.errorDomains)
      return answer
    }
    try {
      await reload()
      await refreshErrorDomains(client, signal)
      await wait(run, ERROR_POLL_INTERVAL_MS)
      let answer = await reload()
      let round = 0
      while (!isRefreshDone(answer, startedAt) && round < ERROR_POLL_MAX_ROUNDS) {
        await wait(run, ERROR_POLL_INTERVAL_MS)
        answer = await reload()
        round += 1
        setPolls(round)
      }
      setOutcome(isRefreshDone(answer, startedAt) ? 'done' : 'gave-up')
    } catch {
      if (!signal.aborted) fail('refresh')
    } finally {
      if (finish(run)) setRefreshing(false)
    }
  }, [begin, client, hasToken])

  useEffect(() => {
    setItems(null) // another category's list must not stay on screen
    void load()
    return stop
  }, [load, stop, scope])

  const retry = failure === 'refresh' ? refresh : load
  return { items, loading, refreshing, polls, outcome, failure, load, refresh, retry }
}
