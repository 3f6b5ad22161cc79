// Porkbun's API v3 (https://porkbun.com/api/json/v3/documentation): JSON POSTs carrying
// { apikey, secretapikey }. /domain/listAll returns up to 1000 domains from `start`; dates are
// "YYYY-MM-DD HH:MM:SS", flags "1"/"0" (autoRenew a number). /pricing/get needs no keys and gives
// { pricing: { com: { registration, renewal, transfer } } } in USD. Errors: { status: "ERROR",
// message } (HTTP 400 or 403 for keys, 429/503 when throttled).
import { domainName, flag, isoDay, jsonBody, type ListStep, type ProviderCall, RegistrarError, type RegistrarProvider, type TldPrice, toMinor } from './provider'

export const PORKBUN_PAGE_SIZE = 1000

interface PorkbunDomain { domain?: unknown, createDate?: unknown, expireDate?: unknown, securityLock?: unknown, whoisPrivacy?: unknown, autoRenew?: unknown }

function check (status: number, body: unknown): Record<string, unknown> {
  const b = (body ?? {}) as Record<string, unknown>
  if (status === 200 && b.status === 'SUCCESS') return b
  const message = typeof b.message === 'string' ? b.message : `HTTP ${status}`
  if (/api key|apikey|secret|authenticat|not opted in/i.test(message)) {
    throw new RegistrarError('bad-key', `Porkbun refused the keys: ${message}. Create an API key and turn on API ACCESS for each domain's settings at porkbun.com/account/api.`)
  }
  if (status === 429 || status === 503) throw new RegistrarError('rate-limited', `Porkbun is throttling requests: ${message}`)
  throw new RegistrarError('error', `Porkbun: ${message}`)
}

export class PorkbunProvider implements RegistrarProvider {
  readonly name = 'porkbun'
  readonly credentialFields = ['apiKey', 'secretApiKey'] as const

  async list (call: ProviderCall, cursor: string | null): Promise<ListStep> {
    const start = cursor === null ? 0 : Number(cursor)
    const res = await call.http.post(`${call.endpoint.url}/domain/listAll`, JSON.stringify({
      apikey: call.credentials.apiKey, secretapikey: call.credentials.secretApiKey, start: String(start), includeLabels: 'no'
    }))
    const body = check(res.status, jsonBody(res, 'Porkbun'))
    const list = Array.isArray(body.domains) ? body.domains as PorkbunDomain[] : []
    const domains = list.flatMap((d) => {
      const name = domainName(d.domain)
      if (name === null) return []
      return [{
        domain: name,
        expiresOn: isoDay(d.expireDate),
        createdOn: isoDay(d.createDate),
        autoRenew: flag(d.autoRenew),
        locked: flag(d.securityLock),
        privacy: flag(d.whoisPrivacy),
        // listAll does not give them (/domain/getNs per domain would).
        nameservers: null
      }]
    })
    return { domains, next: list.length >= PORKBUN_PAGE_SIZE ? String(start + list.length) : null, total: null }
  }

  async prices (call: ProviderCall): Promise<TldPrice[]> {
    const res = await call.http.post(`${call.endpoint.url}/pricing/get`, '{}')
    const body = check(res.status, jsonBody(res, 'Porkbun'))
    const pricing = (body.pricing ?? {}) as Record<string, { renewal?: unknown }>
    return Object.entries(pricing).flatMap(([tld, p]) => {
      const minor = toMinor(p?.renewal)
      return minor === null ? [] : [{ tld: tld.toLowerCase(), renewMinor: minor, currency: 'USD' }]
    })
  }
}
