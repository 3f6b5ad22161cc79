// The effective expiry and the real-date fields of a domain: the registry's
// expiration when RDAP gave one, else the spec's estimate (issue date + 1 year), labelled so.
import { certificateDaysLeft } from './certificate-events'
import { effectiveExpiry, expiryMismatch, type ExpirySource } from './effective-expiry'
import type { RealDatesRow } from './real-dates-repository'

export interface RealDates {
  expiryDate: string | null
  expirySource: ExpirySource
  /** The registry's and the registrar's expiry are both known and more than a day apart. */
  expiryMismatch: boolean
  registrarAccount: RegistrarAccountShape | null
  registrar: string | null
  registryStatus: string[]
  certificate: { validTo: string, issuer: string, daysLeft: number } | null
  dns: { a: string[], aaaa: string[], ns: string[], mx: string[] } | null
}

const parse = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export interface RegistrarAccountShape {
  accountId: string
  accountName: string
  provider: 'namecheap' | 'godaddy' | 'porkbun' | 'namesilo'
  autoRenew: boolean | null
  locked: boolean | null
  renewal: { currency: string, amount: number } | null
}

/** The answer's `registrarAccount` (details, expiring rows, domain list rows) from the stored facts. */
export function registrarAccount (facts: RealDatesRow['registrarAccount']): RegistrarAccountShape | null {
  if (facts === undefined) return null
  const bool = (v: number | null): boolean | null => (v === null ? null : Number(v) === 1)
  return {
    accountId: facts.account_id,
    accountName: facts.account_name,
    provider: facts.provider,
    autoRenew: bool(facts.auto_renew),
    locked: bool(facts.locked),
    renewal: facts.renew_minor === null || facts.currency === null ? null : { currency: facts.currency, amount: Number(facts.renew_minor) / 100 }
  }
}

export function realDates (issueDate: string | null, row: RealDatesRow | undefined, now: Date): RealDates {
  const cert = row?.certificate
  const dns = row?.dns
  return {
    ...effectiveExpiry(issueDate, row?.registry?.expiry_date, row?.registrarAccount?.expires_on),
    expiryMismatch: expiryMismatch(row?.registry?.expiry_date, row?.registrarAccount?.expires_on),
    registrarAccount: registrarAccount(row?.registrarAccount),
    registrar: row?.registry?.registrar ?? null,
    registryStatus: row?.registry === undefined ? [] : parse(row.registry.statuses),
    certificate: cert === undefined ? null : { validTo: cert.valid_to, issuer: cert.issuer, daysLeft: certificateDaysLeft(cert.valid_to, now) },
    dns: dns === undefined ? null : { a: parse(dns.a), aaaa: parse(dns.aaaa), ns: parse(dns.ns), mx: parse(dns.mx) }
  }
}
