// What the outbound client is configured with, what a request asks of it and what it answers
// (client.ts does the requests), and the one rule for which URLs may be fetched at all.
import type { ConnectToRule } from './connect-to'
import { type ResolveRecordsFn, systemResolveRecords } from './dns-records'
import { OutboundError } from './errors'
import { type LookupFn, systemLookup } from './guard'

export interface OutboundOptions {
  /** CONNECT_TO pins (operator-trusted: they pass the SSRF guard). */
  connectTo: ConnectToRule[]
  /** DNS resolution (tests inject one). */
  lookup: LookupFn
  /** NS and MX records for the DNS check (tests inject one). */
  resolveRecords: ResolveRecordsFn
  /** Requests in flight at once, all hosts together (CHECK_CONCURRENCY). */
  concurrency: number
  /** Requests in flight at once to one host name: be polite to shared hosting. */
  perHostConcurrency: number
  /** DNS lookup, then TCP connect + TLS handshake, each. */
  connectTimeoutMs: number
  /** Waiting for the response headers, and for each body chunk. */
  responseTimeoutMs: number
  /** Whole call, redirects included. */
  totalTimeoutMs: number
  maxRedirects: number
  /** Body cap (decoded bytes); the rest is not read and `truncated` is set. */
  maxBytes: number
  userAgent: string
  /** The local address every connection leaves from (OUTBOUND_LOCAL_ADDRESS); unset: the system's choice. */
  localAddress?: string
}

export const DEFAULT_OUTBOUND_OPTIONS: OutboundOptions = {
  connectTo: [],
  lookup: systemLookup,
  resolveRecords: systemResolveRecords,
  concurrency: 8,
  perHostConcurrency: 2,
  connectTimeoutMs: 10_000,
  responseTimeoutMs: 15_000,
  totalTimeoutMs: 30_000,
  maxRedirects: 5,
  maxBytes: 5 * 1024 * 1024,
  // A current desktop Chrome: many sites serve bots a different page, or none at all.
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
}

export const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

export interface GetOptions {
  /** Overall deadline for this call (default totalTimeoutMs). */
  timeoutMs?: number
  maxBytes?: number
  accept?: string
  headers?: Record<string, string>
  maxRedirects?: number
  signal?: AbortSignal
  /**
   * Runs while this call holds its per-host slot, right before each request goes out. A paced
   * service takes its turn here, so a turn is never spent waiting in the per-host queue (turns
   * spent queueing arrive at the service together, over its limit).
   */
  beforeSend?: () => Promise<void>
}

export interface PostOptions extends Omit<GetOptions, 'maxRedirects'> {
  /** Content-Type of the body (default JSON). */
  contentType?: string
}

export interface OutboundResponse {
  status: number
  headers: Record<string, string | string[]>
  contentType: string
  /** Decoded per charset, best effort. */
  body: string
  /** URL of the final response, after redirects. */
  finalUrl: string
  /** Every Location followed, in order (absolute URLs). */
  redirects: string[]
  truncated: boolean
  timings: { totalMs: number }
}

export function parseHttpUrl (raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new OutboundError('INVALID_URL', `"${raw.slice(0, 200)}" is not a valid URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('INVALID_URL', `only http and https URLs can be fetched (got ${url.protocol})`, { url: url.href })
  }
  if (url.username !== '' || url.password !== '') {
    throw new OutboundError('INVALID_URL', 'URLs with credentials are not fetched', { url: url.origin })
  }
  return url
}
