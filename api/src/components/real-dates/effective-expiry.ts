// The one effective-expiry rule: which expiry date of a domain counts, and where it comes from.
// Real dates decides it (it reads the registry and the registrar account's date); the domain
// details, the expiring lists, the expiry watch, the renewals screen and the daily digest all
// ask it here, so they never disagree.
import { addMonths, DAY_MS } from '../../platform/lib/calendar'

/** Where the expiry that counts comes from: the registry (RDAP), the registrar account, or the spec's estimate. */
export type ExpirySource = 'registry' | 'registrar' | 'estimated'

/**
 * THE effective-expiry rule: the registry's date (RDAP), else the registrar account's,
 * else issue date + 1 year (null without any).
 */
export function effectiveExpiry (issueDate: string | null, registryExpiry: string | null | undefined, registrarExpiry?: string | null): { expiryDate: string | null, expirySource: ExpirySource } {
  if (registryExpiry !== null && registryExpiry !== undefined) return { expiryDate: registryExpiry, expirySource: 'registry' }
  if (registrarExpiry !== null && registrarExpiry !== undefined) return { expiryDate: registrarExpiry, expirySource: 'registrar' }
  return { expiryDate: issueDate === null ? null : addMonths(issueDate, 12), expirySource: 'estimated' }
}

/** True when the registry's and the registrar's expiry are both known and more than a day apart. */
export function expiryMismatch (registryExpiry: string | null | undefined, registrarExpiry: string | null | undefined): boolean {
  if (registryExpiry == null || registrarExpiry == null) return false
  return Math.abs(Date.parse(`${registryExpiry.slice(0, 10)}T00:00:00Z`) - Date.parse(`${registrarExpiry.slice(0, 10)}T00:00:00Z`)) > DAY_MS
}
