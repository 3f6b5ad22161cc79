// Fakes of the four registrar APIs for the test farm, answering in each API's
// documented format: Namecheap's XML (xml.response, getList paged by Page/PageSize up to 100,
// MM/DD/YYYY dates, <Error Number>), GoDaddy's JSON (/v1/domains with sso-key auth, marker paging,
// ISO date-times, { code, message }, 429 with retryAfterSec), Porkbun's JSON v3 (POST listAll by
// `start`, 1000 a call, "YYYY-MM-DD HH:MM:SS", { status: "ERROR", message }) and NameSilo's JSON
// (listDomains, getDomainInfo, getPrices under { request, reply: { code, detail } }). Each keeps
// a request log, answers 429 over `limitPerSecond`, and an account can be told to fail.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type FarmSite, send } from '../kit'

export interface FakeRegDomain {
  name: string
  /** YYYY-MM-DD */
  expires: string
  created?: string
  autoRenew?: boolean
  locked?: boolean
  privacy?: boolean
  nameservers?: string[]
}

export interface FakeRegAccount {
  /** The account's secret part (Namecheap ApiKey, GoDaddy secret, Porkbun secretapikey); NameSilo: unused. */
  secret?: string
  domains: FakeRegDomain[]
  /** Refuse every call: a plan below GoDaddy's threshold, an address Namecheap/NameSilo do not allow. */
  refuse?: 'plan' | 'ip'
  /** Answer 429 to the next `times` calls, with this retry time in seconds. */
  throttle?: { times: number, retryAfter: number }
}

export interface FakeRegistrarOptions {
  /** Accounts by their key (Namecheap ApiUser, GoDaddy key, Porkbun apikey, NameSilo key). */
  accounts?: Record<string, FakeRegAccount>
  /** Renewal prices by TLD ("10.98"). */
  prices?: Record<string, string>
  /** 429 beyond this many requests in any second. */
  limitPerSecond?: number
}

export interface FakeRegistrar {
  site: FarmSite
  accounts: Map<string, FakeRegAccount>
  requests: Array<{ op: string, at: number, status: number }>
  peakPerSecond: () => number
  refusedOverLimit: () => number
}

type Reply = (status: number, body: string, type: string, headers?: Record<string, string>) => void
type Handler = (url: URL, body: string, reply: Reply, accounts: Map<string, FakeRegAccount>, prices: Record<string, string>, req: IncomingMessage) => void

function fake (host: string, options: FakeRegistrarOptions, handler: Handler, throttled: (reply: Reply, retryAfter: number) => void): FakeRegistrar {
  const accounts = new Map(Object.entries(options.accounts ?? {}))
  const prices = options.prices ?? { com: '10.98', net: '12.98', org: '9.98' }
  const requests: FakeRegistrar['requests'] = []
  const window: number[] = []
  let peak = 0
  let refused = 0
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body = ''
    for await (const chunk of req) body += String(chunk)
    const url = new URL(req.url ?? '/', `https://${host}`)
    const now = Date.now()
    window.push(now)
    while (window.length > 0 && window[0] <= now - 1000) window.shift()
    peak = Math.max(peak, window.length)
    // Namecheap's calls all go to one path: its Command names them.
    const op = url.searchParams.get('Command') ?? url.pathname
    const reply: Reply = (status, text, type, headers = {}) => {
      requests.push({ op, at: now, status })
      send(req, res, text, { status, type, headers })
    }
    if (options.limitPerSecond !== undefined && window.length > options.limitPerSecond) {
      refused++
      return throttled(reply, 1)
    }
    handler(url, body, reply, accounts, prices, req)
  }
  return { site: { host, handle }, accounts, requests, peakPerSecond: () => peak, refusedOverLimit: () => refused }
}

const byName = (list: FakeRegDomain[]): FakeRegDomain[] => [...list].sort((a, b) => a.name.localeCompare(b.name))
const us = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`
const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** One throttle turn of the account, if it has any left: the retry seconds. */
function throttleOf (account: FakeRegAccount | undefined): number | null {
  if (account?.throttle === undefined || account.throttle.times <= 0) return null
  account.throttle.times--
  return account.throttle.retryAfter
}

// ---- Namecheap -------------------------------------------------------------------------------

function ncResponse (command: string, inner: string, errors = ''): string {
  const status = errors === '' ? 'OK' : 'ERROR'
  return `<?xml version="1.0" encoding="utf-8"?>\n<ApiResponse Status="${status}" xmlns="http://api.namecheap.com/xml.response">\n  <Errors>${errors}</Errors>\n  <Warnings />\n  <RequestedCommand>${command}</RequestedCommand>\n  ${inner}\n  <Server>PHX01APIEXT01</Server>\n  <GMTTimeDifference>--5:00</GMTTimeDifference>\n  <ExecutionTime>0.011</ExecutionTime>\n</ApiResponse>\n`
}

export function fakeNamecheap (host: string, options: FakeRegistrarOptions = {}): FakeRegistrar {
  const XML = 'text/xml; charset=utf-8'
  return fake(host, options, (url, _body, reply, accounts, prices) => {
    const q = url.searchParams
    const command = (q.get('Command') ?? '').toLowerCase()
    const account = accounts.get(q.get('ApiUser') ?? '')
    const error = (n: string, text: string): void => reply(200, ncResponse(command, '', `<Error Number="${n}">${xmlEscape(text)}</Error>`), XML)
    const retry = throttleOf(account)
    if (retry !== null) { reply(429, 'Too many requests', 'text/plain', { 'retry-after': String(retry) }); return }
    if (account === undefined || q.get('ApiKey') !== account.secret || q.get('UserName') === null) { error('1011102', 'API Key is invalid or API access has not been enabled'); return }
    if (account.refuse === 'ip') { error('1011150', `Invalid request IP: ${q.get('ClientIp') ?? ''}`); return }
    if (command === 'namecheap.domains.getlist') {
      const size = Math.min(100, Math.max(10, Number(q.get('PageSize') ?? 20)))
      const page = Math.max(1, Number(q.get('Page') ?? 1))
      const all = byName(account.domains)
      const rows = all.slice((page - 1) * size, page * size).map((d, i) =>
        `<Domain ID="${1000 + i}" Name="${d.name}" User="${xmlEscape(q.get('UserName') ?? '')}" Created="${us(d.created ?? '2019-03-01')}" Expires="${us(d.expires)}" IsExpired="false" IsLocked="${String(d.locked ?? true)}" AutoRenew="${String(d.autoRenew ?? true)}" WhoisGuard="${d.privacy === false ? 'NOTPRESENT' : 'ENABLED'}" IsPremium="false" IsOurDNS="true" />`)
      reply(200, ncResponse(command, `<CommandResponse Type="namecheap.domains.getList">\n    <DomainGetListResult>\n      ${rows.join('\n      ')}\n    </DomainGetListResult>\n    <Paging>\n      <TotalItems>${all.length}</TotalItems>\n      <CurrentPage>${page}</CurrentPage>\n      <PageSize>${size}</PageSize>\n    </Paging>\n  </CommandResponse>`), XML)
    } else if (command === 'namecheap.users.getpricing') {
      const products = Object.entries(prices).map(([tld, price]) =>
        `<Product Name="${tld}"><Price Duration="1" DurationType="YEAR" Price="${price}" PricingType="MULTIPLE" AdditionalCost="0.18" RegularPrice="${price}" RegularPriceType="MULTIPLE" YourPrice="${price}" YourPriceType="MULTIPLE" YourAdditonalCost="0.18" PromotionPrice="0.0" Currency="USD" /><Price Duration="2" DurationType="YEAR" Price="${(Number(price) * 2).toFixed(2)}" PricingType="MULTIPLE" YourPrice="${(Number(price) * 2).toFixed(2)}" Currency="USD" /></Product>`)
      reply(200, ncResponse(command, `<CommandResponse Type="namecheap.users.getPricing"><UserGetPricingResult><ProductType Name="domains"><ProductCategory Name="renew">${products.join('')}</ProductCategory></ProductType></UserGetPricingResult></CommandResponse>`), XML)
    } else error('2030166', 'Unknown command')
  }, (reply, retry) => reply(429, 'Too many requests', 'text/plain', { 'retry-after': String(retry) }))
}

// ---- GoDaddy ---------------------------------------------------------------------------------

export function fakeGoDaddy (host: string, options: FakeRegistrarOptions = {}): FakeRegistrar {
  const JSON_TYPE = 'application/json'
  const tooMany = (reply: Reply, retry: number): void => reply(429, JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests received within interval', retryAfterSec: retry }), JSON_TYPE)
  return fake(host, options, (url, _body, reply, accounts, _prices, req) => {
    const auth = /^sso-key ([^:]+):(.+)$/.exec(String(req.headers.authorization ?? ''))
    const account = auth === null ? undefined : accounts.get(auth[1])
    const retry = throttleOf(account)
    if (retry !== null) { tooMany(reply, retry); return }
    if (account === undefined || auth === null || auth[2] !== account.secret) { reply(401, JSON.stringify({ code: 'UNABLE_TO_AUTHENTICATE', message: 'Unable to authenticate your request' }), JSON_TYPE); return }
    if (account.refuse === 'plan') { reply(403, JSON.stringify({ code: 'ACCESS_DENIED', message: 'Authenticated user is not allowed access' }), JSON_TYPE); return }
    if (url.pathname !== '/v1/domains') { reply(404, JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), JSON_TYPE); return }
    const limit = Math.min(1000, Math.max(1, Number(url.searchParams.get('limit') ?? 1000)))
    const marker = url.searchParams.get('marker')
    const withNs = (url.searchParams.get('includes') ?? '').includes('nameServers')
    const rows = byName(account.domains).filter((d) => marker === null || d.name > marker).slice(0, limit).map((d, i) => ({
      createdAt: `${d.created ?? '2019-03-01'}T18:22:10.000Z`,
      domain: d.name,
      domainId: 300000 + i,
      expirationProtected: false,
      expires: `${d.expires}T18:22:10.000Z`,
      exposeWhois: false,
      holdRegistrar: false,
      locked: d.locked ?? true,
      nameServers: withNs ? (d.nameservers ?? ['ns51.domaincontrol.com', 'ns52.domaincontrol.com']) : null,
      privacy: d.privacy ?? false,
      renewAuto: d.autoRenew ?? true,
      renewable: true,
      status: 'ACTIVE',
      transferProtected: false
    }))
    reply(200, JSON.stringify(rows), JSON_TYPE)
  }, tooMany)
}

// ---- Porkbun ---------------------------------------------------------------------------------

export function fakePorkbun (host: string, options: FakeRegistrarOptions = {}): FakeRegistrar {
  const JSON_TYPE = 'application/json'
  const tooMany = (reply: Reply, retry: number): void => reply(429, JSON.stringify({ status: 'ERROR', message: 'Rate limit exceeded' }), JSON_TYPE, { 'retry-after': String(retry) })
  return fake(host, options, (url, body, reply, accounts, prices) => {
    const path = url.pathname.replace(/^\/api\/json\/v3/, '')
    if (path === '/pricing/get') {
      reply(200, JSON.stringify({ status: 'SUCCESS', pricing: Object.fromEntries(Object.entries(prices).map(([tld, p]) => [tld, { registration: p, renewal: p, transfer: p, coupons: [] }])) }), JSON_TYPE)
      return
    }
    let input: Record<string, unknown> = {}
    try { input = JSON.parse(body) as Record<string, unknown> } catch {}
    const account = accounts.get(String(input.apikey ?? ''))
    const retry = throttleOf(account)
    if (retry !== null) { tooMany(reply, retry); return }
    if (account === undefined || input.secretapikey !== account.secret) { reply(400, JSON.stringify({ status: 'ERROR', message: 'Invalid API key. (002)' }), JSON_TYPE); return }
    if (path !== '/domain/listAll') { reply(400, JSON.stringify({ status: 'ERROR', message: 'Invalid endpoint.' }), JSON_TYPE); return }
    const start = Number(input.start ?? 0)
    const rows = byName(account.domains).slice(start, start + 1000).map((d) => ({
      domain: d.name,
      status: 'ACTIVE',
      tld: d.name.slice(d.name.indexOf('.') + 1),
      createDate: `${d.created ?? '2019-03-01'} 17:52:51`,
      expireDate: `${d.expires} 17:52:51`,
      securityLock: d.locked === false ? '0' : '1',
      whoisPrivacy: d.privacy === false ? '0' : '1',
      autoRenew: d.autoRenew === false ? 0 : 1,
      notLocal: 0
    }))
    reply(200, JSON.stringify({ status: 'SUCCESS', domains: rows }), JSON_TYPE)
  }, tooMany)
}

// ---- NameSilo --------------------------------------------------------------------------------

export function fakeNameSilo (host: string, options: FakeRegistrarOptions = {}): FakeRegistrar {
  const JSON_TYPE = 'application/json'
  const answer = (op: string, reply: object): string => JSON.stringify({ request: { operation: op, ip: '203.0.113.7' }, reply })
  const tooMany = (reply: Reply, retry: number): void => reply(429, 'Too Many Requests', 'text/plain', { 'retry-after': String(retry) })
  return fake(host, options, (url, _body, reply, accounts, prices) => {
    const op = url.pathname.replace(/^\/api\//, '')
    const account = accounts.get(url.searchParams.get('key') ?? '')
    const retry = throttleOf(account)
    if (retry !== null) { tooMany(reply, retry); return }
    if (url.searchParams.get('type') !== 'json' || url.searchParams.get('version') !== '1') { reply(200, answer(op, { code: 104, detail: 'No type specified' }), JSON_TYPE); return }
    if (account === undefined) { reply(200, answer(op, { code: 110, detail: 'Invalid API Key' }), JSON_TYPE); return }
    if (account.refuse === 'ip') { reply(200, answer(op, { code: 113, detail: 'This API account cannot be accessed from your IP' }), JSON_TYPE); return }
    if (op === 'listDomains') {
      const names = byName(account.domains).map((d) => d.name)
      reply(200, answer(op, { code: 300, detail: 'success', ...(names.length === 0 ? {} : { domains: { domain: names.length === 1 ? names[0] : names } }) }), JSON_TYPE)
    } else if (op === 'getDomainInfo') {
      const d = account.domains.find((x) => x.name === url.searchParams.get('domain'))
      if (d === undefined) reply(200, answer(op, { code: 200, detail: 'Domain is not active, or does not belong to this user' }), JSON_TYPE)
      else {
        reply(200, answer(op, {
          code: 300,
          detail: 'success',
          created: d.created ?? '2019-03-01',
          expires: d.expires,
          status: 'Active',
          locked: d.locked === false ? 'No' : 'Yes',
          private: d.privacy === false ? 'No' : 'Yes',
          auto_renew: d.autoRenew === false ? 'No' : 'Yes',
          traffic_type: 'Custom DNS',
          email_verification_required: 'No',
          portfolio: '',
          forward_url: 'N/A',
          forward_type: 'N/A',
          nameservers: (d.nameservers ?? ['NS1.DNSOWL.COM', 'NS2.DNSOWL.COM']).map((nameserver, i) => ({ position: i + 1, nameserver })),
          contact_ids: { registrant: '1234', administrative: '1234', technical: '1234', billing: '1234' }
        }), JSON_TYPE)
      }
    } else if (op === 'getPrices') {
      reply(200, answer(op, { code: 300, detail: 'success', ...Object.fromEntries(Object.entries(prices).map(([tld, p]) => [tld, { registration: p, transfer: p, renew: p }])) }), JSON_TYPE)
    } else reply(200, answer(op, { code: 107, detail: 'Invalid operation' }), JSON_TYPE)
  }, tooMany)
}
