// The leaf certificate each TLS handshake presented, kept briefly by host name so the status
// check can store it without a second request. The connector verifies certificates
// itself (see connector.ts) so that an expired or mismatched certificate is still seen here.
import type { PeerCertificate } from 'node:tls'

export interface SeenCertificate {
  /** ISO time of notAfter. */
  validTo: string
  /** The issuer's organisation and common name, as people read it. */
  issuer: string
  /** Subject alternative DNS names (the subject CN when there are none). */
  names: string[]
  /** The certificate does not cover the host name that was asked for. */
  nameMismatch: boolean
  /** Node's verification code when the certificate was refused, else null. */
  error: string | null
}

function one (value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export function describeCertificate (cert: PeerCertificate, nameMismatch: boolean, error: string | null): SeenCertificate | null {
  if (cert === null || cert === undefined || typeof cert.valid_to !== 'string') return null
  const validTo = new Date(cert.valid_to)
  if (Number.isNaN(validTo.getTime())) return null
  const issuerParts = [one(cert.issuer?.O), one(cert.issuer?.CN)].filter((p): p is string => p !== undefined && p !== '')
  const sans = (cert.subjectaltname ?? '').split(/,\s*/).filter((s) => s.startsWith('DNS:')).map((s) => s.slice(4).toLowerCase())
  const cn = one(cert.subject?.CN)
  return {
    validTo: validTo.toISOString(),
    issuer: [...new Set(issuerParts)].join(' ') || 'unknown',
    names: sans.length > 0 ? sans : cn !== undefined ? [cn.toLowerCase()] : [],
    nameMismatch,
    error
  }
}

/** Bounded: certificates nobody asks for (scans, Bing) must not pile up across 50,000 sites. */
export class PeerCertificates {
  private readonly seen = new Map<string, SeenCertificate>()

  constructor (private readonly limit = 5_000) {}

  remember (host: string, cert: SeenCertificate): void {
    const key = host.toLowerCase()
    this.seen.delete(key)
    this.seen.set(key, cert)
    if (this.seen.size > this.limit) this.seen.delete(this.seen.keys().next().value as string)
  }

  /** The certificate of the latest handshake with host since the last take, once. */
  take (host: string): SeenCertificate | undefined {
    const key = host.toLowerCase()
    const cert = this.seen.get(key)
    this.seen.delete(key)
    return cert
  }
}
