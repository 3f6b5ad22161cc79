// Building blocks for farm sites: a site is a host name, which listeners serve it, how its TLS
// behaves, a request handler, and optionally the scan result it is known to produce.
import type { IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import type { DatedCert } from './dated-certs'

/**
 * A scan answer (ScanResult of shared/src/types/domain.ts without lastChecked), spelled out here
 * so the farm imports nothing from the api: the e2e suite loads it too.
 */
export interface KnownAnswer {
  domain: string
  url: string
  title: string
  description: string
  h1: string[]
  h2: string[]
  canonicals: string[]
  images: Array<{ url: string, alt: string }>
  altTags: string[]
  robotsTxt: string
  wordCount: number
  schemaPresent: boolean
  affiliateLink: string
  statusCode: number
  noindex: boolean
  /** Analytics/ad IDs, affiliate IDs, generator, theme the page shows. */
  footprints: Array<{ kind: string, value: string }>
}

export interface FarmContext {
  httpPort: number
  httpsPort: number
}

export type FarmHandler = (req: IncomingMessage, res: ServerResponse, ctx: FarmContext) => void | Promise<void>

export type FarmTls =
  | 'valid' // the CA-signed farm leaf (*.farm.test)
  | 'expired' // CA-signed, expired in 2021
  | 'self-signed' // not from the CA
  | 'hang' // the handshake never completes (connect timeout)
  | 'fail' // the handshake is aborted (TLS handshake failure)
  | 'plain-http' // port 443 speaks plain HTTP (TLS handshake failure on the client)

export interface FarmSite {
  host: string
  /** Listeners that serve the host; the other port refuses connections. Default both. */
  schemes?: Array<'http' | 'https'>
  /** A FarmTls mode, or a CA-signed leaf with chosen dates and names (dated-certs.ts). */
  tls?: FarmTls | DatedCert
  handle: FarmHandler
  /** What scanning this host answers (lastChecked aside); see answer(). */
  expected?: Partial<KnownAnswer>
}

export type Encoding = 'gzip' | 'br' | 'deflate'

export interface SendOptions {
  status?: number
  type?: string
  headers?: Record<string, string | string[]>
  /** Compress when the client accepts it. */
  encoding?: Encoding
}

const COMPRESS: Record<Encoding, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gzipSync(b),
  br: (b) => zlib.brotliCompressSync(b),
  deflate: (b) => zlib.deflateSync(b)
}

export function send (req: IncomingMessage, res: ServerResponse, body: string | Buffer, options: SendOptions = {}): void {
  let bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  const headers: Record<string, string | string[]> = { 'content-type': options.type ?? 'text/html; charset=utf-8', ...options.headers }
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (options.encoding !== undefined && accepted.includes(options.encoding)) {
    bytes = COMPRESS[options.encoding](bytes)
    headers['content-encoding'] = options.encoding
  }
  res.writeHead(options.status ?? 200, { ...headers, 'content-length': String(bytes.length) })
  res.end(bytes)
}

export function redirect (res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location, 'content-length': '0' })
  res.end()
}

export type Route = string | ((req: IncomingMessage, res: ServerResponse, ctx: FarmContext) => void | Promise<void>)

/** A handler from a path table; strings are sent as HTML, "/robots.txt" as text. Others: 404. */
export function pages (table: Record<string, Route>, options: SendOptions = {}): FarmHandler {
  return async (req, res, ctx) => {
    const path = new URL(req.url ?? '/', 'http://farm').pathname
    const route = table[path]
    if (route === undefined) return send(req, res, '<h1>Not found</h1>', { status: 404 })
    if (typeof route !== 'string') return await route(req, res, ctx)
    if (path === '/robots.txt') return send(req, res, route, { type: 'text/plain; charset=utf-8' })
    send(req, res, route, options)
  }
}

/** A page skeleton. */
export function html (head: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">${head}</head>\n<body>${body}</body></html>\n`
}

/** The full scan answer of https://{host}/ with empty defaults for what the page lacks. */
export function answer (host: string, fields: Partial<KnownAnswer> = {}): KnownAnswer {
  return {
    domain: host,
    url: `https://${host}/`,
    title: '',
    description: '',
    h1: [],
    h2: [],
    canonicals: [],
    images: [],
    altTags: [],
    robotsTxt: '',
    wordCount: 0,
    schemaPresent: false,
    affiliateLink: '',
    statusCode: 200,
    noindex: false,
    footprints: [],
    ...fields
  }
}

/** Resolves after ms unless the client went away first (timers never outlive a request). */
export async function pause (res: ServerResponse, ms: number): Promise<boolean> {
  return await new Promise((resolve) => {
    const timer = setTimeout(() => { res.off('close', gone); resolve(!res.destroyed) }, ms)
    const gone = (): void => { clearTimeout(timer); resolve(false) }
    res.once('close', gone)
  })
}

/** The address a request came from, IPv4 without its IPv6 mapping ("127.0.0.2"). */
export function remoteAddress (req: IncomingMessage): string {
  return String(req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
}

/**
 * A site that answers by the CONNECTING ADDRESS: the tests stand in for places with
 * 127.0.0.x (OUTBOUND_LOCAL_ADDRESS), so one site can be down from one place and up from others.
 * `answers` maps an address to a handler; any other address gets `fallback`.
 */
export function byAddress (answers: Record<string, FarmHandler>, fallback: FarmHandler): FarmHandler {
  return async (req, res, ctx) => await (answers[remoteAddress(req)] ?? fallback)(req, res, ctx)
}

/** A handler that cuts the connection without answering: a network that does not work. */
export const cutConnection: FarmHandler = (req) => { req.socket.destroy() }
