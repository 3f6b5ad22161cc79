// The effective expiry and the real-date fields of a domain (issue 15): the registry's
// expiration when RDAP gave one, else the spec's estimate (issue date + 1 year), labelled so.
import { certificateDaysLeft } from './certificate-events'
import { effectiveExpiry, type ExpirySource } from '../../platform/lib/calendar'
import type { RealDatesRow } from './real-dates-repository'

export interface RealDates {
  expiryDate: string | null
  expirySource: ExpirySource
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

export function realDates (issueDate: string | null, row: RealDatesRow | undefined, now: Date): RealDates {
  const cert = row?.certificate
  const dns = row?.dns
  return {
    ...effectiveExpiry(issueDate, row?.registry?.expiry_date),
    registrar: row?.registry?.registrar ?? null,
    registryStatus: row?.registry === undefined ? [] : parse(row.registry.statuses),
    certificate: cert === undefined ? null : { validTo: cert.valid_to, issuer: cert.issuer, daysLeft: certificateDaysLeft(cert.valid_to, now) },
    dns: dns === undefined ? null : { a: parse(dns.a), aaaa: parse(dns.aaaa), ns: parse(dns.ns), mx: parse(dns.mx) }
  }
}
