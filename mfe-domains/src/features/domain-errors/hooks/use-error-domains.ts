import { useState } from 'react'
import type { QueryState } from '@tanstack/react-query'
import { ERROR_POLL_INTERVAL_MS, ERROR_POLL_MAX_ROUNDS, useApi, useApiQuery, useMutation, usePanelCategory, useQueryClient } from '@sitefleet/shared'
import { getErrorDomains } from '../api/get-error-domains'
import { refreshErrorDomains } from '../api/refresh-error-domains'
import type { ErrorDomainsAnswer } from '../types'
import { isRefreshDone } from './refresh-rule'

export const LOAD_FAILED = 'Failed to load existing error domains.'
export const REFRESH_FAILED = 'Failed to refresh error domains.'
export const MISSING_TOKEN = 'Missing authentication token. Please login again.'

export type Failure = 'load' | 'refresh' | 'token'
/** How the last refresh ended: every domain checked, or the poll budget ran out first. */
export type RefreshOutcome = 'done' | 'gave-up'

/** A refresh whose checks were queued: of which scope, when it started, the list's read count then. */
interface Run {
  scope: string;
  startedAt: number;
  base: number;
}

/** Where `run` stands after the list's reads so far: reads since the trigger, polls, how it ended. */
function standing (run: Run, state: QueryState<ErrorDomainsAnswer, Error>) {
  const reads = state.dataUpdateCount - run.base
  const polls = Math.max(0, reads - 1)
  const done = reads > 0 && state.data !== undefined && isRefreshDone(state.data, run.startedAt)
  const outcome: RefreshOutcome | null = done ? 'done' : polls >= ERROR_POLL_MAX_ROUNDS ? 'gave-up' : null
  return { polls, outcome }
}

/**
 * The error domains of the remembered category, and Refresh All: read the existing list, trigger
 * the background refresh, read again 5 s later, then every 5 s (at most 20 polls) until
 * isRefreshDone. Every answer replaces the list on screen as it arrives. The polls are the list
 * query's `refetchInterval`, counted from its reads; the next one is set when an answer is in, and
 * none after a failed read (the screen offers Retry) or when the page is left.
 */
export function useErrorDomains () {
  // The panel's API: the shell's session, or an embedded panel's own token.
  const { client, hasToken } = useApi()
  const scope = usePanelCategory().scope
  const key = ['/error-domains', scope]
  const queryClient = useQueryClient()
  const [started, setRun] = useState<Run | null>(null)
  // Another category's list is another key: a refresh of the last one is over for this screen.
  const run = started?.scope === scope ? started : null
  const query = useApiQuery<ErrorDomainsAnswer>(key, getErrorDomains, {
    enabled: hasToken(),
    refetchInterval: (q) => {
      if (!run || q.state.fetchStatus === 'fetching' || q.state.status === 'error') return false
      return standing(run, q.state).outcome ? false : ERROR_POLL_INTERVAL_MS
    },
  })
  const trigger = useMutation({
    onMutate: () => setRun(null),
    mutationFn: async (): Promise<Run> => {
      const startedAt = Date.now()
      // The existing list first, then the checks are queued.
      await query.refetch({ throwOnError: true })
      await refreshErrorDomains(client)
      return { scope, startedAt, base: queryClient.getQueryState(key)?.dataUpdateCount ?? 0 }
    },
    onSuccess: setRun,
  })

  const state = queryClient.getQueryState<ErrorDomainsAnswer, Error>(key)
  const now = run && state ? standing(run, state) : null
  const pollFailed = run !== null && query.isError && !query.isFetching
  const refreshing = trigger.isPending || (run !== null && !pollFailed && now?.outcome === null)
  // A 401 logs out (shared client), so a failure without a token means the session is gone.
  const failure: Failure | null = !hasToken()
    ? 'token'
    : trigger.isError || pollFailed ? 'refresh' : query.isError && !query.isFetching ? 'load' : null

  const refresh = async () => { if (hasToken()) trigger.mutate() }
  const load = async () => { if (hasToken()) await query.refetch() }
  return {
    items: query.data?.errorDomains ?? null,
    // Pending too: StrictMode's second mount restarts the first read, with nothing fetching between.
    loading: hasToken() && (query.isPending || query.isFetching),
    refreshing,
    polls: now?.polls ?? 0,
    outcome: refreshing ? null : now?.outcome ?? null,
    failure,
    load,
    refresh,
    retry: failure === 'refresh' ? refresh : load,
  }
}
