import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { CertificateRow } from '../types'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function toRow (r: Record<string, unknown>): CertificateRow {
  return {
    domain: String(r.domain),
    validTo: text(r.validTo),
    issuer: text(r.issuer),
    daysLeft: typeof r.daysLeft === 'number' && Number.isFinite(r.daysLeft) ? r.daysLeft : 0,
    names: Array.isArray(r.names) ? r.names.filter((n): n is string => typeof n === 'string') : [],
    nameMismatch: r.nameMismatch === true,
  }
}

/** GET /{scope}/certificates: certificates expiring within 30 days, and expired ones. */
export async function getCertificates (client: ApiClient, signal?: AbortSignal): Promise<CertificateRow[]> {
  const { data } = await client.get<unknown>(scopedPath('certificates'), { signal })
  return Array.isArray(data)
    ? data.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object' && typeof r.domain === 'string').map(toRow)
    : []
}
