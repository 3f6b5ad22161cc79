// The HTTP the search APIs get: every request through THE outbound client (SSRF guard,
// timeouts, CONNECT_TO pins), taking its turn on the account's pacing key right before it is
// sent. A 429 (or Google's quota answer) pushes the key's next turn back by the answer's retry
// time and defers the run (CheckDeferred): the sync resumes from where it was once the wait is
// over, and nothing holds a slot meanwhile. Transport failures become "unreachable".
import { CheckDeferred, type PacedCalls } from '../../../platform/jobs/types'
import { OutboundError, type OutboundResponse, parseRetryAfter } from '../../../platform/outbound'
import type { SearchStatus } from '../tables'

const DEFAULT_RETRY_MS = 60_000
const MAX_RETRY_MS = 60 * 60_000
/** Answers are property lists and 16 months of daily rows: generous, bounded. */
const MAX_BYTES = 8 * 1024 * 1024

/** A failure an account (or a property, for 'forbidden') shows, with a sentence for people. */
export class SearchError extends Error {
  constructor (readonly status: Exclude<SearchStatus, 'ok' | 'not-connected'> | 'forbidden', message: string) {
    super(message)
    this.name = 'SearchError'
  }
}

export interface SearchHttp {
  get: (url: string, headers: Record<string, string>) => Promise<OutboundResponse>
  post: (url: string, body: string, headers: Record<string, string>, contentType?: string) => Promise<OutboundResponse>
}

function retryDelayMs (res: OutboundResponse, now = Date.now()): number {
  return Math.min(MAX_RETRY_MS, Math.max(500, parseRetryAfter(res.headers['retry-after'], now) ?? DEFAULT_RETRY_MS))
}

/** Google says "quota" in a 403 when a per-site or per-project quota is spent: that is a wait, not a lost permission. */
function isQuota (res: OutboundResponse): boolean {
  return res.status === 429 || (res.status === 403 && /quota|rateLimitExceeded|userRateLimitExceeded/i.test(res.body.slice(0, 2000)))
}

export function searchHttp (ctx: PacedCalls, key: string, intervalMs: number, label: string): SearchHttp {
  const send = async (once: (beforeSend: () => Promise<void>) => Promise<OutboundResponse>): Promise<OutboundResponse> => {
    let res: OutboundResponse
    try {
      res = await once(async () => { await ctx.pace(key, intervalMs) })
    } catch (err) {
      if (err instanceof OutboundError && !ctx.signal.aborted) throw new SearchError('unreachable', `${label} could not be reached: ${err.message}`)
      throw err
    }
    if (!isQuota(res)) return res
    const delay = retryDelayMs(res)
    await ctx.backOff(key, delay)
    throw new CheckDeferred(delay)
  }
  const options = (headers: Record<string, string>, beforeSend: () => Promise<void>) => ({ signal: ctx.signal, maxBytes: MAX_BYTES, headers, beforeSend, accept: 'application/json' })
  return {
    get: async (url, headers) => await send(async (beforeSend) => await ctx.client.get(url, options(headers, beforeSend))),
    post: async (url, body, headers, contentType = 'application/json') => await send(async (beforeSend) => await ctx.client.post(url, body, { ...options(headers, beforeSend), contentType }))
  }
}

/** The body as JSON, or a SearchError naming the API. */
export function jsonOf (res: OutboundResponse, label: string): unknown {
  try {
    return JSON.parse(res.body) as unknown
  } catch {
    throw new SearchError('error', `${label} answered HTTP ${res.status} with something that is not JSON`)
  }
}
