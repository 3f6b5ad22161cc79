// THE outbound HTTP client: every check (scan, status, affiliate, Bing) fetches through one
// instance so limits, timeouts, the browser-like identity and the SSRF guard hold everywhere.
// Redirects are followed here, hop by hop, so each new host goes through the guard again.
import { Agent } from 'undici'
import { decodeText, readBody } from './body'
import { guardedConnector } from './connector'
import { OutboundError, toOutboundError } from './errors'
import { PinTable } from './guard'
import { isInternalAddress } from './ip-ranges'
import { PeerCertificates } from './peer-certificates'
import { DEFAULT_OUTBOUND_OPTIONS, type GetOptions, HTML_ACCEPT, type OutboundOptions, type OutboundResponse, parseHttpUrl, type PostOptions } from './request-options'
import { KeyedSemaphore, Semaphore } from './semaphore'

export { DEFAULT_OUTBOUND_OPTIONS, HTML_ACCEPT, parseHttpUrl }
export type { GetOptions, OutboundOptions, OutboundResponse, PostOptions }

const REDIRECTS = new Set([301, 302, 303, 307, 308])
/** Hosts whose connected address is remembered (a portfolio of 50,000 sites fits with room). */
const CONNECTED_CAP = 100_000

function flatHeaders (raw: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) out[name] = value
  return out
}

function first (value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export class OutboundClient {
  readonly options: OutboundOptions
  /** Leaf certificates of recent TLS handshakes, by host name (the status check keeps them). */
  readonly certificates = new PeerCertificates()
  private readonly agent: Agent
  private readonly pins: PinTable
  private readonly global: Semaphore
  private readonly perHost: KeyedSemaphore
  /** host:port → the address of the latest connection to it, least recent first. */
  private readonly connected = new Map<string, string>()

  constructor (options: Partial<OutboundOptions> = {}) {
    this.options = { ...DEFAULT_OUTBOUND_OPTIONS, ...options }
    const o = this.options
    this.global = new Semaphore(o.concurrency)
    this.perHost = new KeyedSemaphore(o.perHostConcurrency)
    this.pins = new PinTable(o.connectTo)
    this.agent = new Agent({
      connect: guardedConnector({
        pins: this.pins,
        onConnect: (hostname, port, address) => this.remember(hostname, port, address),
        lookup: o.lookup,
        lookupTimeoutMs: o.connectTimeoutMs,
        connectTimeoutMs: o.connectTimeoutMs,
        certificates: this.certificates,
        localAddress: o.localAddress
      }),
      keepAliveTimeout: 4_000,
      connections: o.perHostConcurrency
    })
  }

  /**
   * The address the last connection to `rawUrl`'s host and port went to (connections are kept
   * alive, so this is the one the latest response came over): a site's IP for the Footprints
   * screen, at no extra lookup. null when no connection was made.
   */
  addressOf (rawUrl: string): string | null {
    try {
      const url = new URL(rawUrl)
      const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port)
      return this.connected.get(`${url.hostname.toLowerCase()}:${port}`) ?? null
    } catch {
      return null
    }
  }

  private remember (hostname: string, port: number, address: string): void {
    const key = `${hostname.toLowerCase()}:${port}`
    this.connected.delete(key)
    this.connected.set(key, address)
    // A Map iterates in insertion order: drop the longest-unused host beyond the cap.
    if (this.connected.size > CONNECTED_CAP) this.connected.delete(this.connected.keys().next().value as string)
  }

  /**
   * A domain's A/AAAA (through the client's own lookup, CONNECT_TO pins first: a pinned name
   * resolves to its pin), NS and MX records, for the DNS check. Internal addresses
   * (private, loopback, link-local…: isInternalAddress) are kept only for a pinned name (the
   * operator chose them): anyone else's name pointing inside would otherwise show a user the
   * internal address map.
   */
  async dnsRecords (name: string): Promise<{ a: string[], aaaa: string[], ns: string[], mx: string[] }> {
    const pin = this.pins.find(name, 443) ?? this.pins.find(name, 80)
    let addresses: string[] = []
    if (pin !== undefined && pin.address !== '') addresses = [pin.address]
    else {
      try {
        addresses = (await this.options.lookup(name)).map((a) => a.address).filter((a) => !isInternalAddress(a))
      } catch (err) {
        if (!['ENOTFOUND', 'ENODATA'].includes(String((err as { code?: unknown }).code))) throw err
      }
    }
    const [ns, mx] = await Promise.all([this.options.resolveRecords(name, 'NS'), this.options.resolveRecords(name, 'MX')])
    const unique = (list: string[]): string[] => [...new Set(list)].sort()
    return { a: unique(addresses.filter((a) => !a.includes(':'))), aaaa: unique(addresses.filter((a) => a.includes(':'))), ns, mx }
  }

  /** GET a URL, following up to maxRedirects redirects. Throws OutboundError, never anything else. */
  async get (rawUrl: string, opts: GetOptions = {}): Promise<OutboundResponse> {
    let url = parseHttpUrl(rawUrl)
    const release = await this.global.acquire()
    const started = performance.now()
    const deadline = AbortSignal.timeout(opts.timeoutMs ?? this.options.totalTimeoutMs)
    const signal = opts.signal !== undefined ? AbortSignal.any([deadline, opts.signal]) : deadline
    const redirects: string[] = []
    try {
      for (;;) {
        const hop = await this.fetchOnce(url, opts, signal, deadline)
        if (hop.location === undefined) {
          return { ...hop.response, finalUrl: url.href, redirects, timings: { totalMs: Math.round(performance.now() - started) } }
        }
        if (redirects.length >= (opts.maxRedirects ?? this.options.maxRedirects)) {
          throw new OutboundError('TOO_MANY_REDIRECTS', `it redirected more than ${redirects.length} times`, { url: url.href })
        }
        let next: URL
        try {
          next = parseHttpUrl(new URL(hop.location, url).href)
        } catch {
          throw new OutboundError('INVALID_URL', `it redirects to an unusable URL (${hop.location.slice(0, 200)})`, { url: url.href })
        }
        redirects.push(next.href)
        url = next
      }
    } finally {
      release()
    }
  }

  /**
   * POST a body (webhooks, chat APIs) through the same guard, limits and timeouts. Redirects are
   * not followed: a 3xx is the answer. Throws OutboundError, never anything else.
   */
  async post (rawUrl: string, body: string, opts: PostOptions = {}): Promise<OutboundResponse> {
    const url = parseHttpUrl(rawUrl)
    const release = await this.global.acquire()
    const started = performance.now()
    const deadline = AbortSignal.timeout(opts.timeoutMs ?? this.options.totalTimeoutMs)
    const signal = opts.signal !== undefined ? AbortSignal.any([deadline, opts.signal]) : deadline
    try {
      const hop = await this.fetchOnce(url, { accept: 'application/json,text/plain,*/*', ...opts }, signal, deadline, {
        method: 'POST', body, contentType: opts.contentType ?? 'application/json'
      })
      return { ...hop.response, finalUrl: url.href, redirects: [], timings: { totalMs: Math.round(performance.now() - started) } }
    } finally {
      release()
    }
  }

  private async fetchOnce (url: URL, opts: GetOptions, signal: AbortSignal, deadline: AbortSignal, send?: { method: 'POST', body: string, contentType: string }): Promise<{
    location?: string
    response: Omit<OutboundResponse, 'finalUrl' | 'redirects' | 'timings'>
  }> {
    const release = await this.perHost.acquire(url.hostname)
    try {
      await opts.beforeSend?.()
    } catch (err) {
      release()
      throw err
    }
    try {
      const res = await this.agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: send?.method ?? 'GET',
        headers: {
          'user-agent': this.options.userAgent,
          accept: opts.accept ?? HTML_ACCEPT,
          'accept-language': 'en-US,en;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
          ...(send === undefined ? {} : { 'content-type': send.contentType }),
          ...opts.headers
        },
        ...(send === undefined ? {} : { body: send.body }),
        headersTimeout: this.options.responseTimeoutMs,
        bodyTimeout: this.options.responseTimeoutMs,
        signal
      })
      const headers = flatHeaders(res.headers)
      const location = first(headers.location)
      if (send === undefined && REDIRECTS.has(res.statusCode) && location !== undefined && location.trim() !== '') {
        await res.body.dump()
        return { location: location.trim(), response: { status: res.statusCode, headers, contentType: '', body: '', truncated: false } }
      }
      const contentType = first(headers['content-type']) ?? ''
      const raw = await readBody(res.body, first(headers['content-encoding']), opts.maxBytes ?? this.options.maxBytes)
      return { response: { status: res.statusCode, headers, contentType, body: decodeText(raw.bytes, contentType), truncated: raw.truncated } }
    } catch (err) {
      if (deadline.aborted) throw new OutboundError('RESPONSE_TIMEOUT', 'the server took too long to answer', { url: url.href, cause: err })
      const error = toOutboundError(err, url.href)
      throw error.url === undefined ? new OutboundError(error.code, error.reason, { ...error, url: url.href, cause: err }) : error
    } finally {
      release()
    }
  }

  /** Drops pooled connections; in-flight calls fail. */
  async close (): Promise<void> {
    await this.agent.destroy()
  }
}
