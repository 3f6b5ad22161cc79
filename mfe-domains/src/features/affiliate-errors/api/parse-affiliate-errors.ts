import type { AffiliateError } from '../types'

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

/** The `errors[]` of either affiliate call, as well-formed rows (anything without a domain is dropped). */
export function parseAffiliateErrors (data: unknown): AffiliateError[] {
  const list = (data as { errors?: unknown } | null)?.errors
  if (!Array.isArray(list)) return []
  return list
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => ({ domain: text(row.domain), affiliateLink: text(row.affiliateLink), error: text(row.error) }))
    .filter((row) => row.domain !== '')
}
