import { ERROR_FRESH_WINDOW_MS } from '@sitefleet/shared'
import type { ErrorDomainsAnswer } from '../types'

/**
 * A domain counts as freshly checked when its last check is no older than ERROR_FRESH_WINDOW_MS
 * (2 min) before the refresh started; later checks are fresh too.
 */
export function isFresh (lastChecked: string | null, refreshStartedAt: number): boolean {
  const t = lastChecked ? Date.parse(lastChecked) : Number.NaN
  return Number.isFinite(t) && t >= refreshStartedAt - ERROR_FRESH_WINDOW_MS
}

/**
 * Whether the refresh/poll sequence may stop: the server reports `refreshing: false`
 * (every domain was checked), or every listed entry is fresh. An empty list proves nothing while
 * the server still says it is refreshing.
 */
export function isRefreshDone (answer: ErrorDomainsAnswer, refreshStartedAt: number): boolean {
  if (answer.refreshing === false) return true
  if (answer.errorDomains.length === 0) return answer.refreshing === null
  return answer.errorDomains.every((e) => isFresh(e.lastChecked, refreshStartedAt))
}
