// The real dates a domain carries in its details and on the expiring list: the
// effective expiry (the registry's over the spec's estimate), the registrar and registry
// statuses from RDAP, the TLS certificate from the status check and the DNS records.
import { Type } from 'typebox'

const NullableString = Type.Unsafe<string | null>({ type: 'string', nullable: true })

export const ExpirySource = Type.Unsafe<'registry' | 'registrar' | 'estimated'>({ type: 'string', enum: ['registry', 'registrar', 'estimated'] })

export const CertificateSummary = Type.Unsafe<{ validTo: string, issuer: string, daysLeft: number } | null>({
  type: 'object',
  nullable: true,
  required: ['validTo', 'issuer', 'daysLeft'],
  properties: { validTo: { type: 'string' }, issuer: { type: 'string' }, daysLeft: { type: 'integer' } }
})

const names = { type: 'array', items: { type: 'string' } }
export const DnsRecords = Type.Unsafe<{ a: string[], aaaa: string[], ns: string[], mx: string[] } | null>({
  type: 'object',
  nullable: true,
  required: ['a', 'aaaa', 'ns', 'mx'],
  properties: { a: names, aaaa: names, ns: names, mx: names }
})

/** Added to the domain details and to each expiring/reminder row. */
export const RegistrarAccountSummary = Type.Unsafe<{ accountId: string, accountName: string, provider: 'namecheap' | 'godaddy' | 'porkbun' | 'namesilo', autoRenew: boolean | null, locked: boolean | null, renewal: { currency: string, amount: number } | null } | null>({
  type: 'object',
  nullable: true,
  required: ['accountId', 'accountName', 'provider', 'autoRenew', 'locked', 'renewal'],
  properties: {
    accountId: { type: 'string' },
    accountName: { type: 'string' },
    provider: { type: 'string', enum: ['namecheap', 'godaddy', 'porkbun', 'namesilo'] },
    autoRenew: { type: 'boolean', nullable: true },
    locked: { type: 'boolean', nullable: true },
    renewal: { type: 'object', nullable: true, required: ['currency', 'amount'], properties: { currency: { type: 'string' }, amount: { type: 'number' } } }
  }
})

export const RealDateFields = {
  /** How expiryDate was found: the registry's RDAP record, the registrar account, or issue date + 1 year. */
  expirySource: ExpirySource,
  /** The registry's and the registrar's expiry are more than a day apart. */
  expiryMismatch: Type.Boolean(),
  /** The registrar account holding the domain, what it says of auto-renew, lock and the renewal price; null when none. */
  registrarAccount: RegistrarAccountSummary,
  /** The registrar's name from RDAP; null when unknown. */
  registrar: NullableString,
  /** RDAP status values ("client transfer prohibited", "redemption period"…). */
  registryStatus: Type.Array(Type.String()),
  /** The leaf certificate the latest status check saw; null before any TLS handshake. */
  certificate: CertificateSummary,
  /** A/AAAA, NS and MX from the daily DNS check; null before the first one. */
  dns: DnsRecords
}
