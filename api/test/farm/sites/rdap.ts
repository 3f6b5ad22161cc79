// A fake RDAP registry for the test farm, answering like real ones do (RFC 9083, the
// shape Verisign's and the ICANN profile's answers have): /domain/{name} with events, the
// registrar as a jCard entity, nameservers and status values; 404 with an RDAP error object for
// unknown names; 429 with Retry-After when asked to (or when its rate limit is exceeded); and
// /dns.json, an RFC 9224 bootstrap naming the servers the test chooses.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type FarmSite, send } from '../kit'
import { instantIn } from '../start-time'

const RDAP_TYPE = 'application/rdap+json'

export interface FakeRdapDomain {
  /** ISO date-time of the expiration event; null: the answer has no expiration. */
  expiry: string | null
  registered?: string
  lastChanged?: string
  registrar?: string
  statuses?: string[]
  nameservers?: string[]
  /** Answer 429 with this Retry-After (seconds) to the next N lookups. */
  throttle?: { times: number, retryAfter: string }
}

export interface FakeRdapOptions {
  /** Names it knows (lower case); others get 404. */
  domains?: Record<string, FakeRdapDomain>
  /** Answer 429 beyond this many requests in any second (a real registry's limit). */
  limitPerSecond?: number
  /** /dns.json: TLD → base URL. */
  bootstrap?: Record<string, string>
  /** Path prefix of the RDAP service ('/rdap' → /rdap/domain/{name}). */
  prefix?: string
  /** Answers every known name from a template when set (the bench's thousands of names). */
  any?: (name: string) => FakeRdapDomain | undefined
}

export interface FakeRdapRegistry {
  site: FarmSite
  domains: Map<string, FakeRdapDomain>
  /** Every /domain lookup: the name, when, and the status answered. */
  lookups: Array<{ name: string, at: number, status: number }>
  /** The most requests received within any one second (refused ones included), and how many were refused over the limit. */
  peakPerSecond: () => number
  refusedOverLimit: () => number
}

/** ISO time `days` from the tests' start (negative: before it), for FakeRdapDomain dates. */
export function rdapDaysFromNow (days: number): string {
  return instantIn(days).toISOString().replace(/\.\d+Z$/, 'Z')
}

function domainAnswer (name: string, d: FakeRdapDomain, host: string): object {
  const events = [
    { eventAction: 'registration', eventDate: d.registered ?? '2015-03-01T18:22:10Z' },
    ...(d.expiry === null ? [] : [{ eventAction: 'expiration', eventDate: d.expiry }]),
    { eventAction: 'last changed', eventDate: d.lastChanged ?? '2025-02-12T09:14:33Z' },
    { eventAction: 'last update of RDAP database', eventDate: new Date().toISOString() }
  ]
  return {
    objectClassName: 'domain',
    handle: `${name.replace(/\W/g, '_').toUpperCase()}-FAKE`,
    ldhName: name.toUpperCase(),
    links: [{ value: `https://${host}/domain/${name}`, rel: 'self', href: `https://${host}/domain/${name}`, type: RDAP_TYPE }],
    status: d.statuses ?? ['client delete prohibited', 'client transfer prohibited', 'client update prohibited'],
    entities: [{
      objectClassName: 'entity',
      handle: '1068',
      roles: ['registrar'],
      publicIds: [{ type: 'IANA Registrar ID', identifier: '1068' }],
      vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', d.registrar ?? 'Example Registrar, LLC']]],
      entities: [{ objectClassName: 'entity', roles: ['abuse'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', ''], ['tel', { type: 'voice' }, 'uri', 'tel:+1.5555555555']]] }]
    }],
    events,
    secureDNS: { delegationSigned: false },
    nameservers: (d.nameservers ?? ['NS1.EXAMPLE-DNS.NET', 'NS2.EXAMPLE-DNS.NET']).map((ns) => ({ objectClassName: 'nameserver', ldhName: ns })),
    rdapConformance: ['rdap_level_0', 'icann_rdap_technical_implementation_guide_0', 'icann_rdap_response_profile_0'],
    notices: [{ title: 'Terms of Use', description: ['Service subject to Terms of Use.'], links: [{ href: 'https://example.net/terms', type: 'text/html' }] }]
  }
}

export function fakeRdapRegistry (host: string, options: FakeRdapOptions = {}): FakeRdapRegistry {
  const domains = new Map(Object.entries(options.domains ?? {}))
  const lookups: FakeRdapRegistry['lookups'] = []
  const prefix = options.prefix ?? ''
  let refused = 0
  const window: number[] = []
  let peak = 0

  const json = (req: IncomingMessage, res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void =>
    send(req, res, JSON.stringify(body), { status, type: RDAP_TYPE, headers })

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'https://rdap').pathname
    if (path === '/dns.json') {
      const byServer = new Map<string, string[]>()
      for (const [tld, url] of Object.entries(options.bootstrap ?? {})) byServer.set(url, [...(byServer.get(url) ?? []), tld])
      return send(req, res, JSON.stringify({
        description: 'RDAP bootstrap file for Domain Name System registrations',
        publication: new Date().toISOString(),
        version: '1.0',
        services: [...byServer].map(([url, tlds]) => [tlds, [url]])
      }), { type: 'application/json' })
    }
    const match = path.startsWith(`${prefix}/domain/`) ? decodeURIComponent(path.slice(prefix.length + 8)).toLowerCase() : null
    if (match === null) return json(req, res, 400, { errorCode: 400, title: 'Bad Request', description: ['Unsupported query'] })
    const now = Date.now()
    window.push(now)
    while (window.length > 0 && window[0] <= now - 1000) window.shift()
    // Every request counts, refused ones too: the peak is what the registry was asked for.
    peak = Math.max(peak, window.length)
    if (options.limitPerSecond !== undefined && window.length > options.limitPerSecond) {
      refused++
      lookups.push({ name: match, at: now, status: 429 })
      return json(req, res, 429, { errorCode: 429, title: 'Too Many Requests' }, { 'retry-after': '1' })
    }
    const d = domains.get(match) ?? options.any?.(match)
    if (d?.throttle !== undefined && d.throttle.times > 0) {
      d.throttle.times--
      lookups.push({ name: match, at: now, status: 429 })
      return json(req, res, 429, { errorCode: 429, title: 'Too Many Requests', description: ['Query rate limit exceeded'] }, { 'retry-after': d.throttle.retryAfter })
    }
    if (d === undefined) {
      lookups.push({ name: match, at: now, status: 404 })
      return json(req, res, 404, { errorCode: 404, title: 'Not Found', description: ['The requested domain was not found in the registry database.'] })
    }
    lookups.push({ name: match, at: now, status: 200 })
    json(req, res, 200, domainAnswer(match, d, host))
  }

  return {
    site: { host, handle },
    domains,
    lookups,
    peakPerSecond: () => peak,
    refusedOverLimit: () => refused
  }
}
