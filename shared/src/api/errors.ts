import { isAxiosError } from 'axios'
import type { ApiErrorBody } from '../types/api'

function nonEmpty (value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * The message to show for a failed call: the server's first validation detail, else its
 * `message`, else `fallback` (spec's "server message, else X" rules). Never the JS error text or
 * a stack: those mean nothing to an operator.
 */
export function getErrorMessage (err: unknown, fallback: string): string {
  if (!isAxiosError(err) || !err.response) return fallback
  const data = err.response.data as ApiErrorBody | string | undefined
  if (nonEmpty(data)) {
    // Plain-text bodies are shown (the scan endpoint answers with text); HTML error pages are not.
    return data.trim().startsWith('<') ? fallback : data.trim()
  }
  if (data && typeof data === 'object') {
    const detail = data.error?.details?.[0]?.message
    if (nonEmpty(detail)) return detail
    if (nonEmpty(data.message)) return data.message
  }
  return fallback
}

/** True when the request never got an HTTP answer (offline, DNS, refused): spec's "Something went wrong" case. */
export function isNetworkError (err: unknown): boolean {
  return isAxiosError(err) && !err.response && err.code !== 'ERR_CANCELED'
}

/** HTTP status of a failed call, if it got one. */
export function getErrorStatus (err: unknown): number | undefined {
  return isAxiosError(err) ? err.response?.status : undefined
}
