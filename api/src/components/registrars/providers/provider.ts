// THE interface every registrar provider implements, like check types and alert
// channels: one class per registrar in this folder, listed in registry.ts, and nothing else
// branches on the provider. A provider knows its API's requests and answers (field names, date
// formats, paging, error shapes); the sync engine (../jobs/registrar-sync.ts) owns pacing,
// retries, storage and events.
import type { OutboundResponse } from '../../../platform/outbound'
import type { RegistrarEndpoint } from '../settings'
import type { RegistrarProviderName, SyncResultValue } from '../tables'
import { dayOfDateTime } from '../../../platform/lib/calendar'

/** What a registrar says about one domain; null where its API does not say. */
export interface RegistrarDomainFacts {
  /** Lower case, no trailing dot. */
  domain: string
  /** YYYY-MM-DD */
  expiresOn: string | null
  createdOn: string | null
  autoRenew: boolean | null
  locked: boolean | null
  privacy: boolean | null
  nameservers: string[] | null
}

/** One step of a listing: a page of domains and where the next one starts (null: this was the last). */
export interface ListStep {
  domains: RegistrarDomainFacts[]
  next: string | null
  /** The account's domain count when the API says it. */
  total: number | null
}

export interface TldPrice {
  tld: string
  /** One year's renewal in the currency's minor unit (cents). */
  renewMinor: number
  currency: string
}

/** A failure the account shows: which SyncResult and a sentence for people. */
export class RegistrarError extends Error {
  constructor (readonly result: Exclude<SyncResultValue, 'ok'>, message: string) {
    super(message)
    this.name = 'RegistrarError'
  }
}

/** The HTTP a provider may use: paced per account, 429 retried, transport failures mapped (sync engine). */
export interface RegistrarHttp {
  get: (url: string, headers?: Record<string, string>) => Promise<OutboundResponse>
  post: (url: string, body: string, headers?: Record<string, string>) => Promise<OutboundResponse>
}

export interface ProviderCall {
  credentials: Record<string, string>
  endpoint: RegistrarEndpoint
  http: RegistrarHttp
}

export interface RegistrarProvider {
  readonly name: RegistrarProviderName
  /** The credential fields an account of this provider needs (all required). */
  readonly credentialFields: readonly string[]
  /** Reads one step of the account's domains from `cursor` (null: the start). Throws RegistrarError. */
  list: (call: ProviderCall, cursor: string | null) => Promise<ListStep>
  /** One-year renewal prices by TLD; [] when the API has none. Throws RegistrarError. */
  prices: (call: ProviderCall) => Promise<TldPrice[]>
}

/** "10.98" → 1098; null when not a price. */
export function toMinor (value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/,/g, '') : ''
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  return Math.round(Number(text) * 100)
}

/** YYYY-MM-DD of the date-time forms registrars use (ISO, "2018-08-20 17:52:51", "MM/DD/YYYY"). */
export function isoDay (value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  if (us !== null) return `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`
  return dayOfDateTime(text)
}

/** "1", 1, true, "yes", "Yes", "ENABLED", "on" → true; their opposites → false; anything else null. */
export function flag (value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  if (['1', 'true', 'yes', 'enabled', 'on', 'active'].includes(v)) return true
  if (['0', 'false', 'no', 'disabled', 'off', 'notpresent', 'inactive'].includes(v)) return false
  return null
}

export function domainName (value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.trim().toLowerCase().replace(/\.$/, '')
  return name === '' ? null : name
}

/** The body as JSON, or a RegistrarError naming the provider. */
export function jsonBody (res: OutboundResponse, provider: string): unknown {
  try {
    return JSON.parse(res.body) as unknown
  } catch {
    throw new RegistrarError('error', `${provider} answered HTTP ${res.status} with something that is not JSON`)
  }
}
