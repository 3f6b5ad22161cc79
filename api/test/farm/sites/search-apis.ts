// Fakes of the search APIs at their real host names, reached through CONNECT_TO pins with a
// farm certificate for each name: Google's token endpoint (oauth2.googleapis.com: a service
// account's JWT checked against its public key, the consent flow's codes, refresh tokens that
// can be revoked), Search Console (www.googleapis.com/webmasters/v3: sites with permission
// levels, searchAnalytics/query by date, sitemaps with int64 error counts as strings), URL
// Inspection (searchconsole.googleapis.com/v1/urlInspection/index:inspect: a URL's index
// status, refused when the URL is outside the property or the permission is gone) and Bing
// Webmaster (ssl.bing.com: GetUserSites, GetRankAndTrafficStats with /Date(ms)/ dates), and
// Google's consent page for a real browser (google-consent.ts). Every API request is logged
// with its status.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createPublicKey } from 'node:crypto'
import { decodeJwt, jwtVerify } from 'jose'
import { daysFromNow } from '../dated-certs'
import { type FarmSite, send } from '../kit'
import { googleConsentPage } from './google-consent'

export interface FakeSite { siteUrl: string, permissionLevel: string }
export interface FakeDay { clicks: number, impressions: number, position: number }
/** A sitemap as Search Console lists it (errors and warnings are int64: strings). */
export interface FakeSitemap { path: string, lastSubmitted?: string, lastDownloaded?: string, isPending?: boolean, isSitemapsIndex?: boolean, type?: string, errors?: string, warnings?: string }
/** A URL's indexStatusResult; absent fields take an indexed home page's values. */
export interface FakeIndexStatus { verdict?: string, coverageState?: string, robotsTxtState?: string, indexingState?: string, lastCrawlTime?: string, pageFetchState?: string, googleCanonical?: string, userCanonical?: string }

export interface FakeSearchApis {
  sites: FarmSite[]
  /** Sites each Google identity (a service account's e-mail, or an OAuth user) sees. */
  google: Map<string, FakeSite[]>
  /** Service accounts: e-mail → PEM public key. */
  serviceKeys: Map<string, string>
  /** OAuth clients: id → secret. */
  clients: Map<string, string>
  /** Consent codes the fake "browser" got: code → identity. */
  codes: Map<string, string>
  /** Who is signed in to Google in a real browser at the consent page (google-consent.ts). */
  consentAs: string | null
  /** Refresh tokens: token → identity; revoked ones are in `revoked`. */
  refreshTokens: Map<string, string>
  revoked: Set<string>
  /** Bing API key → its sites (Url, verified). */
  bing: Map<string, Array<{ Url: string, IsVerified: boolean }>>
  /** Daily figures by property (siteUrl) and YYYY-MM-DD. */
  days: Map<string, Map<string, FakeDay>>
  /** Properties whose data answers 403 (the permission was removed). */
  forbidden: Set<string>
  /** The next `times` searchAnalytics requests (after `after` more that pass) answer 429 with Retry-After. */
  throttle: { times: number, retryAfter: number, after?: number }
  /** Sitemaps by property (siteUrl). */
  sitemaps: Map<string, FakeSitemap[]>
  /** Index status by inspected URL. */
  index: Map<string, FakeIndexStatus>
  /** The next `times` URL Inspection requests answer 429 with Retry-After. */
  inspectThrottle: { times: number, retryAfter: number }
  requests: Array<{ host: string, path: string, status: number, body: string }>
}

async function readBody (req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export function fakeSearchApis (): FakeSearchApis {
  const f: FakeSearchApis = {
    sites: [],
    google: new Map(),
    serviceKeys: new Map(),
    clients: new Map(),
    codes: new Map(),
    consentAs: null,
    refreshTokens: new Map(),
    revoked: new Set(),
    bing: new Map(),
    days: new Map(),
    forbidden: new Set(),
    throttle: { times: 0, retryAfter: 1 },
    sitemaps: new Map(),
    index: new Map(),
    inspectThrottle: { times: 0, retryAfter: 1 },
    requests: []
  }
  const accessTokens = new Map<string, string>()
  let issued = 0
  const handler = (host: string, route: (req: IncomingMessage, url: URL, body: string) => Promise<[number, unknown, Record<string, string>?]>): FarmSite => ({
    host,
    schemes: ['https'],
    tls: { notAfter: daysFromNow(365) },
    handle: async (req: IncomingMessage, res: ServerResponse) => {
      const body = await readBody(req)
      const url = new URL(req.url ?? '/', `https://${host}`)
      const [status, answer, headers] = await route(req, url, body)
      f.requests.push({ host, path: url.pathname, status, body })
      send(req, res, JSON.stringify(answer), { status, type: 'application/json', headers })
    }
  })
  const token = (identity: string): Record<string, unknown> => {
    const t = `ya29.fake-${++issued}`
    accessTokens.set(t, identity)
    return { access_token: t, expires_in: 3599, token_type: 'Bearer' }
  }
  const oauth = handler('oauth2.googleapis.com', async (_req, url, body) => {
    if (url.pathname !== '/token') return [404, { error: 'not_found' }]
    const form = new URLSearchParams(body)
    const grant = form.get('grant_type')
    if (grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      const assertion = form.get('assertion') ?? ''
      try {
        const claims = decodeJwt(assertion)
        const pem = f.serviceKeys.get(String(claims.iss))
        if (pem === undefined) return [400, { error: 'invalid_grant', error_description: 'Invalid JWT: no such account' }]
        // Checked at the instant the token says it was made: the product runs on a test clock.
        await jwtVerify(assertion, createPublicKey(pem), { audience: 'https://oauth2.googleapis.com/token', algorithms: ['RS256'], currentDate: new Date(Number(claims.iat) * 1000 + 1000) })
        if (claims.scope !== 'https://www.googleapis.com/auth/webmasters.readonly') return [400, { error: 'invalid_scope' }]
        return [200, token(String(claims.iss))]
      } catch {
        return [400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' }]
      }
    }
    const secret = f.clients.get(form.get('client_id') ?? '')
    if (secret === undefined || secret !== form.get('client_secret')) return [401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' }]
    if (grant === 'authorization_code') {
      const identity = f.codes.get(form.get('code') ?? '')
      if (identity === undefined) return [400, { error: 'invalid_grant', error_description: 'Malformed auth code.' }]
      f.codes.delete(form.get('code') ?? '')
      const refresh = `1//fake-refresh-${++issued}`
      f.refreshTokens.set(refresh, identity)
      return [200, { ...token(identity), refresh_token: refresh, scope: 'https://www.googleapis.com/auth/webmasters.readonly' }]
    }
    if (grant === 'refresh_token') {
      const rt = form.get('refresh_token') ?? ''
      const identity = f.refreshTokens.get(rt)
      if (identity === undefined || f.revoked.has(rt)) return [400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }]
      return [200, token(identity)]
    }
    return [400, { error: 'unsupported_grant_type' }]
  })
  const throttled = (knob: { times: number, retryAfter: number, after?: number } = f.throttle): [number, unknown, Record<string, string>] | null => {
    if (knob.times <= 0) return null
    if ((knob.after ?? 0) > 0) { knob.after = (knob.after ?? 0) - 1; return null }
    knob.times--
    return [429, { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }, { 'retry-after': String(knob.retryAfter) }]
  }
  const denied = (siteUrl: string): [number, unknown] => [403, { error: { code: 403, message: `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`, status: 'PERMISSION_DENIED' } }]
  const identityOf = (req: IncomingMessage): string | undefined => accessTokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''))
  const unauthenticated: [number, unknown] = [401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } }]
  /** Whether `url` is inside the property `siteUrl`. */
  const inside = (siteUrl: string, url: string): boolean => {
    if (!siteUrl.startsWith('sc-domain:')) return url.startsWith(siteUrl)
    const domain = siteUrl.slice('sc-domain:'.length)
    try {
      const host = new URL(url).hostname
      return host === domain || host.endsWith(`.${domain}`)
    } catch {
      return false
    }
  }
  const rowsOf = (siteUrl: string, from: string, to: string) => [...(f.days.get(siteUrl) ?? new Map<string, FakeDay>()).entries()].filter(([d]) => d >= from && d <= to).sort(([a], [b]) => a.localeCompare(b))
  const gsc = handler('www.googleapis.com', async (req, url, body) => {
    const identity = identityOf(req)
    if (identity === undefined) return unauthenticated
    const sites = f.google.get(identity) ?? []
    if (req.method === 'GET' && url.pathname === '/webmasters/v3/sites') return [200, sites.length === 0 ? {} : { siteEntry: sites }]
    const maps = /^\/webmasters\/v3\/sites\/([^/]+)\/sitemaps$/.exec(url.pathname)
    if (req.method === 'GET' && maps !== null) {
      const siteUrl = decodeURIComponent(maps[1])
      if (f.forbidden.has(siteUrl) || !sites.some((s) => s.siteUrl === siteUrl)) return denied(siteUrl)
      const list = f.sitemaps.get(siteUrl) ?? []
      return [200, list.length === 0 ? {} : { sitemap: list.map((m) => ({ isPending: false, isSitemapsIndex: false, type: 'sitemap', errors: '0', warnings: '0', ...m })) }]
    }
    const m = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname)
    if (req.method !== 'POST' || m === null) return [404, { error: { code: 404, message: 'Not found' } }]
    const siteUrl = decodeURIComponent(m[1])
    const busy = throttled()
    if (busy !== null) return busy
    if (f.forbidden.has(siteUrl) || !sites.some((s) => s.siteUrl === siteUrl)) return denied(siteUrl)
    const q = JSON.parse(body) as { startDate: string, endDate: string, dimensions: string[], dataState: string }
    if (q.dimensions?.[0] !== 'date' || q.dataState !== 'all') return [400, { error: { code: 400, message: 'expected dimensions [date] and dataState all' } }]
    const rows = rowsOf(siteUrl, q.startDate, q.endDate).map(([d, v]) => ({ keys: [d], clicks: v.clicks, impressions: v.impressions, ctr: v.impressions > 0 ? v.clicks / v.impressions : 0, position: v.position }))
    return [200, rows.length === 0 ? { responseAggregationType: 'byDate' } : { rows, responseAggregationType: 'byDate' }]
  })
  const inspection = handler('searchconsole.googleapis.com', async (req, url, body) => {
    const identity = identityOf(req)
    if (identity === undefined) return unauthenticated
    if (req.method !== 'POST' || url.pathname !== '/v1/urlInspection/index:inspect') return [404, { error: { code: 404, message: 'Not found' } }]
    const busy = throttled(f.inspectThrottle)
    if (busy !== null) return busy
    let q: { inspectionUrl?: unknown, siteUrl?: unknown }
    try {
      q = JSON.parse(body) as typeof q
    } catch {
      return [400, { error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' } }]
    }
    if (typeof q.inspectionUrl !== 'string' || typeof q.siteUrl !== 'string') return [400, { error: { code: 400, message: 'inspectionUrl and siteUrl are required', status: 'INVALID_ARGUMENT' } }]
    const siteUrl = q.siteUrl
    if (f.forbidden.has(siteUrl) || !(f.google.get(identity) ?? []).some((s) => s.siteUrl === siteUrl) || !inside(siteUrl, q.inspectionUrl)) {
      return [403, { error: { code: 403, message: 'You do not own this site, or the inspected URL is not part of this property.', status: 'PERMISSION_DENIED' } }]
    }
    const status = f.index.get(q.inspectionUrl) ?? {}
    return [200, {
      inspectionResult: {
        inspectionResultLink: `https://search.google.com/search-console/inspect?resource_id=${encodeURIComponent(siteUrl)}&id=fake`,
        indexStatusResult: {
          verdict: 'PASS',
          coverageState: 'Submitted and indexed',
          robotsTxtState: 'ALLOWED',
          indexingState: 'INDEXING_ALLOWED',
          lastCrawlTime: '2026-11-20T08:15:00Z',
          pageFetchState: 'SUCCESSFUL',
          googleCanonical: q.inspectionUrl,
          userCanonical: q.inspectionUrl,
          crawledAs: 'MOBILE',
          ...status
        },
        mobileUsabilityResult: { verdict: 'PASS' }
      }
    }]
  })
  const bingApi = handler('ssl.bing.com', async (_req, url) => {
    const sites = f.bing.get(url.searchParams.get('apikey') ?? '')
    if (sites === undefined) return [400, { ErrorCode: 3, Message: 'ERROR!!! InvalidApiKey' }]
    if (url.pathname === '/webmaster/api.svc/json/GetUserSites') return [200, { d: sites.map((s) => ({ __type: 'Site:#Microsoft.Bing.Webmaster.Api', ...s })) }]
    if (url.pathname === '/webmaster/api.svc/json/GetRankAndTrafficStats') {
      const siteUrl = url.searchParams.get('siteUrl') ?? ''
      if (f.forbidden.has(siteUrl) || !sites.some((s) => s.Url === siteUrl && s.IsVerified)) return [400, { ErrorCode: 14, Message: 'ERROR!!! NotAuthorized' }]
      const d = rowsOf(siteUrl, '0000', '9999').map(([day, v]) => ({ __type: 'RankAndTrafficStats:#Microsoft.Bing.Webmaster.Api', Date: `/Date(${Date.parse(`${day}T00:00:00Z`)})/`, Clicks: v.clicks, Impressions: v.impressions, AvgClickPosition: v.position, AvgImpressionPosition: v.position }))
      return [200, { d }]
    }
    return [404, { Message: 'Endpoint not found.' }]
  })
  f.sites.push(oauth, gsc, inspection, bingApi, googleConsentPage(f))
  return f
}
