// The HTTP a registrar provider gets (RegistrarHttp): every request goes through THE outbound
// client (SSRF guard, timeouts, per-host limit), takes its turn on the account's pacing key
// right before it is sent (shared by every worker through the database), and a 429 pushes the
// key's next turn back by the answer's retry time (Retry-After, or GoDaddy's retryAfterSec) and
// is sent again, a few times at most. Transport failures become "unreachable".
import type { PacedCalls } from '../../../platform/jobs/types'
import { OutboundError, type OutboundResponse, parseRetryAfter } from '../../../platform/outbound'
import { RegistrarError, type RegistrarHttp } from '../providers/provider'

/** 429s in a row before the sync gives up as "rate-limited". */
export const MAX_RATE_LIMIT_RETRIES = 4
const DEFAULT_RETRY_MS = 60_000
const MAX_RETRY_MS = 60 * 60_000
/** Answers are pages of domains: generous, bounded. */
const MAX_BYTES = 32 * 1024 * 1024

/** How long a 429 asks to wait: Retry-After (seconds or a date), else a JSON retryAfterSec, else a minute. */
export function retryDelayMs (res: OutboundResponse, now = Date.now()): number {
  let ms = parseRetryAfter(res.headers['retry-after'], now)
  if (ms === undefined) {
    try {
      const body = JSON.parse(res.body) as { retryAfterSec?: unknown }
      if (typeof body.retryAfterSec === 'number' && Number.isFinite(body.retryAfterSec)) ms = body.retryAfterSec * 1000
    } catch {}
  }
  return Math.min(MAX_RETRY_MS, Math.max(500, ms ?? DEFAULT_RETRY_MS))
}

export function registrarHttp (ctx: PacedCalls, key: string, intervalMs: number, label: string): RegistrarHttp {
  const send = async (once: (beforeSend: () => Promise<void>) => Promise<OutboundResponse>): Promise<OutboundResponse> => {
    for (let attempt = 1; ; attempt++) {
      let res: OutboundResponse
      try {
        res = await once(async () => { await ctx.pace(key, intervalMs) })
      } catch (err) {
        if (err instanceof OutboundError && !ctx.signal.aborted) throw new RegistrarError('unreachable', `${label} could not be reached: ${err.message}`)
        throw err
      }
      if (res.status !== 429) return res
      const delay = retryDelayMs(res)
      await ctx.backOff(key, delay)
      if (attempt > MAX_RATE_LIMIT_RETRIES) throw new RegistrarError('rate-limited', `${label} kept answering 429 Too Many Requests (${attempt} times in a row); the next try waits ${Math.ceil(delay / 1000)} s`)
    }
  }
  const options = (headers: Record<string, string> | undefined, beforeSend: () => Promise<void>) => ({
    signal: ctx.signal, maxBytes: MAX_BYTES, headers, beforeSend, ...(headers?.accept === undefined ? {} : { accept: headers.accept })
  })
  return {
    get: async (url, headers) => await send(async (beforeSend) => await ctx.client.get(url, options(headers, beforeSend))),
    post: async (url, body, headers) => await send(async (beforeSend) => await ctx.client.post(url, body, options(headers, beforeSend)))
  }
}
