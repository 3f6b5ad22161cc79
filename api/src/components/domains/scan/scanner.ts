// scanDomain: fetch https://{domain}/ (falling back to http:// when https cannot connect or
// complete its handshake), read the page once, fetch robots.txt, and answer a ScanResult.
// Failures become the user-facing messages of POST /{scope}/scan.
import { HttpError } from '../../../platform/errors'
import { withoutControlCharacters } from '../../../platform/lib/control-characters'
import { normalizeDomain } from '../../../platform/lib/domain-name'
import { ROBOTS_MAX_BYTES, type ScanResultShape } from '../scan-schemas'
import { type GetOptions, isCertErrorCode, type OutboundClient, OutboundError, type OutboundResponse } from '../../../platform/outbound'
import { isLocalhostName, PRIVATE } from '../../../platform/outbound/guard'
import { isBlockedAddress } from '../../../platform/outbound/ip-ranges'
import { headerNoindex } from '../../../platform/lib/page-text'
import type { AffiliateTest } from '../../../platform/config/affiliate-patterns'
import { extractPage, type PageData } from './extract'

export interface ScanDeps {
  client: OutboundClient
  isAffiliate: AffiliateTest
  now?: () => Date
  /** Ends the scan's requests (a check's deadline). */
  signal?: AbortSignal
}

export const INVALID_DOMAIN = 'Please enter a valid domain name.'
const ROBOTS_TIMEOUT_MS = 10_000

// https failures after which plain http is worth a try; not DNS (same answer) nor a slow
// server that did answer (it would only double the wait).
const FALLBACK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'CONNECT_TIMEOUT', 'TLS_HANDSHAKE_FAILED'])

/** The scanner's rule: https that cannot connect, complete its handshake or verify its certificate. */
export function fallsBack (err: OutboundError): boolean {
  return FALLBACK.has(err.code) || isCertErrorCode(err.code)
}

export interface HomePageOptions extends GetOptions {
  /** Which https failures are worth a try over plain http (default: the scanner's rule). */
  fallback?: (err: OutboundError) => boolean
}

/**
 * GET https://{domain}/, falling back to http:// when https fails in a way `fallback` accepts.
 * Every page-reading check shares this. When both fail it throws why https failed (the better
 * clue), unless plain http met the SSRF guard.
 */
export async function fetchHomePage (domain: string, client: OutboundClient, options: HomePageOptions = {}): Promise<OutboundResponse> {
  const { fallback = fallsBack, ...get } = options
  try {
    return await client.get(`https://${domain}/`, get)
  } catch (err) {
    if (!(err instanceof OutboundError) || !fallback(err)) throw err
    try {
      return await client.get(`http://${domain}/`, get)
    } catch (httpErr) {
      if (!(httpErr instanceof OutboundError)) throw httpErr
      throw httpErr.code === 'SSRF_BLOCKED' ? httpErr : err
    }
  }
}

const EMPTY_PAGE: PageData = {
  title: '',
  description: '',
  h1: [],
  h2: [],
  canonicals: [],
  images: [],
  altTags: [],
  wordCount: 0,
  schemaPresent: false,
  affiliateLink: '',
  noindexMeta: false,
  footprints: []
}

function hostOf (url: string | undefined): string {
  try {
    return url === undefined ? '' : new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return ''
  }
}

/** The clear refusal for local targets that normalizeDomain rejects (localhost, [::1]). */
function refuseLocal (input: string): void {
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim()) ? input.trim() : `http://${input.trim()}`).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return
  }
  if (isLocalhostName(host) || (host.includes(':') && isBlockedAddress(host))) {
    throw new HttpError(400, `Refusing to scan ${host}: it is ${PRIVATE}.`)
  }
}

function toHttpError (domain: string, err: OutboundError): HttpError {
  if (err.code === 'SSRF_BLOCKED') {
    const host = hostOf(err.url)
    if (host === '' || host === domain) return new HttpError(400, `Refusing to scan ${domain}: ${err.reason}.`)
    const target = err.address === host ? `${host}, ${PRIVATE}` : `${host}, which ${err.reason.replace(/^it /, '')}`
    return new HttpError(400, `Refusing to scan ${domain}: it redirects to ${target}.`)
  }
  return new HttpError(502, `Could not reach ${domain}: ${err.reason}.`)
}

async function fetchPage (domain: string, client: OutboundClient, signal?: AbortSignal): Promise<OutboundResponse> {
  try {
    return await fetchHomePage(domain, client, { signal })
  } catch (err) {
    throw err instanceof OutboundError ? toHttpError(domain, err) : err
  }
}

/** robots.txt is text; a catch-all HTML or JSON answer for /robots.txt is not one. */
function isRobotsType (contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase()
  return type === '' || type === 'application/octet-stream' || (type.startsWith('text/') && type !== 'text/html')
}

async function fetchRobots (pageUrl: string, client: OutboundClient, signal?: AbortSignal): Promise<string> {
  try {
    const res = await client.get(new URL('/robots.txt', pageUrl).href, {
      accept: 'text/plain,*/*;q=0.8', maxBytes: ROBOTS_MAX_BYTES, timeoutMs: ROBOTS_TIMEOUT_MS, signal
    })
    return res.status >= 200 && res.status < 300 && isRobotsType(res.contentType) ? withoutControlCharacters(res.body) : ''
  } catch {
    return ''
  }
}

/** Whether a response is a page worth parsing (HTML or XHTML, or untyped markup). */
export function isHtml (res: OutboundResponse): boolean {
  if (res.contentType === '') return res.body.trimStart().startsWith('<')
  return /html|xml/i.test(res.contentType)
}

export async function scanDomain (input: string, deps: ScanDeps): Promise<ScanResultShape> {
  const domain = normalizeDomain(input)
  if (domain === null) {
    refuseLocal(input)
    throw new HttpError(400, INVALID_DOMAIN)
  }
  const res = await fetchPage(domain, deps.client, deps.signal)
  const page = isHtml(res) ? extractPage(res.body, res.finalUrl, deps.isAffiliate) : EMPTY_PAGE
  const robotsTxt = await fetchRobots(res.finalUrl, deps.client, deps.signal)
  return {
    domain,
    url: res.finalUrl,
    title: page.title,
    description: page.description,
    h1: page.h1,
    h2: page.h2,
    canonicals: page.canonicals,
    images: page.images,
    altTags: page.altTags,
    robotsTxt,
    wordCount: page.wordCount,
    schemaPresent: page.schemaPresent,
    affiliateLink: page.affiliateLink,
    statusCode: res.status,
    noindex: page.noindexMeta || headerNoindex(res.headers['x-robots-tag']),
    footprints: page.footprints,
    lastChecked: (deps.now?.() ?? new Date()).toISOString()
  }
}
