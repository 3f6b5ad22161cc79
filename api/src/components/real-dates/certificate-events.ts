// Certificate expiry as events: 14, 7 and 1 days before a leaf certificate's notAfter,
// and once expired. Each threshold of one notAfter is written once (dedupe key), so a renewed
// certificate (a new date) starts over, and a status check every few minutes adds nothing twice.
import type { SeenCertificate } from '../../platform/outbound'
import { DAY_MS } from '../../platform/lib/calendar'
import type { NewEvent } from '../events'
import { reachedThreshold } from './jobs/expiry-watch'

export const CERTIFICATE_THRESHOLDS = [14, 7, 1] as const
/** The Certificates screen lists those expiring within this many days (and expired ones). */
export const CERTIFICATE_WINDOW_DAYS = 30

/** Whole days until notAfter, rounded up; 0 or less once expired. */
export function certificateDaysLeft (validTo: string, now: Date): number {
  return Math.ceil((new Date(validTo).getTime() - now.getTime()) / DAY_MS)
}

type Base = Omit<NewEvent, 'kind' | 'data' | 'dedupeKey'>

export function certificateEvents (base: Base, domainId: string, cert: SeenCertificate, now: Date): NewEvent[] {
  const days = certificateDaysLeft(cert.validTo, now)
  const data = { validTo: cert.validTo.slice(0, 10), issuer: cert.issuer, days }
  if (days <= 0) return [{ ...base, kind: 'certificate-expired', data, dedupeKey: `certificate-expired:${domainId}:${cert.validTo}` }]
  const threshold = reachedThreshold(days, CERTIFICATE_THRESHOLDS)
  if (threshold === null) return []
  return [{ ...base, kind: 'certificate-expiring', data: { ...data, threshold }, dedupeKey: `certificate-expiring:${domainId}:${cert.validTo}:${threshold}` }]
}

/** A certificate as one comparable line: a renewal moves its date, a new issuer names itself. */
export function certificateText (cert: { issuer: string, validTo: string }): string {
  return `${cert.issuer === '' ? 'Unknown issuer' : cert.issuer}, valid until ${cert.validTo.slice(0, 10)}`
}
