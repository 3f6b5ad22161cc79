// Following an affiliate link: does it lead anywhere a visitor can use? DNS failures, 4xx, 5xx,
// timeouts and dead TLS are broken, with an error a person can act on; 403/429 and challenge
// pages are bot protection turning US away ("blocked, not broken").
import { STATUS_CODES } from 'node:http'
import type { AffiliateOutcome } from '../tables'
import { isCertErrorCode, OutboundError } from '../../../platform/outbound'
import type { CheckContext } from '../../../platform/jobs/types'
import { isChallenge } from './challenge-signatures'

export interface LinkVerdict {
  outcome: AffiliateOutcome
  /** Final status of the link; null when it never answered. */
  linkStatus: number | null
  error: string | null
  responseMs: number
}

/** Enough to recognise a challenge page; landing pages can be large. */
const LINK_MAX_BYTES = 256 * 1024
const BLOCKING_STATUSES = new Set([403, 429])

/** The readable error for a link that could not be fetched. */
export function linkFailure (err: OutboundError): string {
  if (isCertErrorCode(err.code)) return `Affiliate link has a certificate problem: ${err.reason.replace(/^its /, '')}`
  switch (err.code) {
    case 'NXDOMAIN': return 'Affiliate link host does not exist (NXDOMAIN)'
    case 'DNS_ERROR': return `Affiliate link host could not be resolved (${err.detail ?? 'DNS error'})`
    case 'CONNECT_TIMEOUT': return 'Affiliate link timed out (no connection)'
    case 'RESPONSE_TIMEOUT': return 'Affiliate link timed out'
    case 'ECONNREFUSED': return 'Affiliate link refused the connection'
    case 'TLS_HANDSHAKE_FAILED': return 'Affiliate link failed its TLS handshake'
    case 'TOO_MANY_REDIRECTS': return 'Affiliate link redirects in a loop'
    case 'SSRF_BLOCKED': return 'Affiliate link points to a private network address'
    case 'INVALID_URL': return `Affiliate link leads to an unusable URL: ${err.reason}`
    default: return `Affiliate link failed: ${err.reason}`
  }
}

export async function followLink (link: string, ctx: CheckContext): Promise<LinkVerdict> {
  const started = performance.now()
  try {
    const res = await ctx.client.get(link, { signal: ctx.signal, maxBytes: LINK_MAX_BYTES })
    const responseMs = res.timings.totalMs
    // A challenge served as 503 (Cloudflare's older interstitial) or 200 is still a challenge;
    // a 404 or 500 page is broken even if it happens to carry a captcha widget.
    const challenged = (res.status < 400 || res.status === 503) && isChallenge(res.body, res.headers)
    if (BLOCKING_STATUSES.has(res.status) || challenged) {
      return { outcome: 'blocked', linkStatus: res.status, error: `Blocked by bot protection (HTTP ${res.status}), not broken`, responseMs }
    }
    if (res.status >= 400) {
      return { outcome: 'broken', linkStatus: res.status, error: `Affiliate link returned ${res.status} ${STATUS_CODES[res.status] ?? ''}`.trim(), responseMs }
    }
    return { outcome: 'ok', linkStatus: res.status, error: null, responseMs }
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err
    return { outcome: 'broken', linkStatus: null, error: linkFailure(err), responseMs: Math.round(performance.now() - started) }
  }
}
