// GoDaddy's Domains API (https://developer.godaddy.com/doc/endpoint/domains): GET /v1/domains
// with `Authorization: sso-key KEY:SECRET`, paged by `marker` (the last domain of the previous
// page) and `limit` (up to 1000), dates ISO-8601 date-times. Errors are JSON { code, message }:
// 401 UNABLE_TO_AUTHENTICATE, 403 ACCESS_DENIED (accounts below GoDaddy's threshold: 10+
// domains or a Discount Domain Club plan, are denied the Domains API), 429 TOO_MANY_REQUESTS
// with retryAfterSec (retried by the sync engine). GoDaddy's API has no renewal price list.
import { domainName, flag, isoDay, jsonBody, type ListStep, type ProviderCall, RegistrarError, type RegistrarProvider, type TldPrice } from './provider'

export const GODADDY_PAGE_SIZE = 1000

interface GoDaddyDomain {
  domain?: unknown
  expires?: unknown
  createdAt?: unknown
  renewAuto?: unknown
  locked?: unknown
  privacy?: unknown
  nameServers?: unknown
}

function failure (status: number, body: unknown): RegistrarError {
  const b = (body ?? {}) as { code?: unknown, message?: unknown }
  const code = typeof b.code === 'string' ? b.code : ''
  const message = typeof b.message === 'string' ? b.message : `HTTP ${status}`
  if (status === 401 || code === 'UNABLE_TO_AUTHENTICATE') return new RegistrarError('bad-key', `GoDaddy refused the key and secret: ${message}`)
  if (status === 403 || code === 'ACCESS_DENIED') {
    return new RegistrarError('plan-denied', `GoDaddy denied API access (403 ACCESS_DENIED: ${message}). GoDaddy opens the Domains API only to accounts with 10 or more domains or a Discount Domain Club plan.`)
  }
  if (status === 429) return new RegistrarError('rate-limited', `GoDaddy kept answering 429 Too Many Requests: ${message}`)
  return new RegistrarError('error', `GoDaddy answered HTTP ${status}${code === '' ? '' : ` ${code}`}: ${message}`)
}

export class GoDaddyProvider implements RegistrarProvider {
  readonly name = 'godaddy'
  readonly credentialFields = ['key', 'secret'] as const

  async list (call: ProviderCall, cursor: string | null): Promise<ListStep> {
    const params = new URLSearchParams({ limit: String(GODADDY_PAGE_SIZE), includes: 'nameServers' })
    if (cursor !== null) params.set('marker', cursor)
    const res = await call.http.get(`${call.endpoint.url}/v1/domains?${params.toString()}`, {
      accept: 'application/json',
      authorization: `sso-key ${call.credentials.key}:${call.credentials.secret}`
    })
    const body = res.body.trim() === '' ? null : jsonBody(res, 'GoDaddy')
    if (res.status !== 200) throw failure(res.status, body)
    if (!Array.isArray(body)) throw new RegistrarError('error', 'GoDaddy answered without a list of domains')
    const domains = (body as GoDaddyDomain[]).flatMap((d) => {
      const name = domainName(d.domain)
      if (name === null) return []
      return [{
        domain: name,
        expiresOn: isoDay(d.expires),
        createdOn: isoDay(d.createdAt),
        autoRenew: flag(d.renewAuto),
        locked: flag(d.locked),
        privacy: flag(d.privacy),
        nameservers: Array.isArray(d.nameServers) ? d.nameServers.filter((n): n is string => typeof n === 'string').map((n) => n.toLowerCase()) : null
      }]
    })
    const last = domains.at(-1)?.domain
    return { domains, next: domains.length === GODADDY_PAGE_SIZE && last !== undefined ? last : null, total: null }
  }

  async prices (_call: ProviderCall): Promise<TldPrice[]> {
    return []
  }
}
