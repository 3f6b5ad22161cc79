import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ExpiringAnswer, ExpiringDomain, ReminderDomain } from '../types'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const dateText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

function rows (value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object' && typeof r.domain === 'string')
    : []
}

function autoRenewOf (account: unknown): boolean | null {
  const value = account !== null && typeof account === 'object' ? (account as { autoRenew?: unknown }).autoRenew : null
  return typeof value === 'boolean' ? value : null
}

function toReminder (r: Record<string, unknown>): ReminderDomain {
  return {
    domain: String(r.domain),
    note: text(r.note),
    issueDate: dateText(r.issueDate),
    expiryDate: dateText(r.expiryDate),
    expirySource: r.expirySource === 'registry' || r.expirySource === 'registrar' ? r.expirySource : 'estimated',
    expiryMismatch: r.expiryMismatch === true,
    autoRenew: autoRenewOf(r.registrarAccount),
    registryStatus: Array.isArray(r.registryStatus) ? r.registryStatus.filter((s): s is string => typeof s === 'string') : [],
  }
}

function toExpiring (r: Record<string, unknown>): ExpiringDomain {
  const days = typeof r.daysLeft === 'number' && Number.isFinite(r.daysLeft) ? r.daysLeft : null
  return { ...toReminder(r), daysLeft: days }
}

/** GET /{scope}/expiring: domains expiring within 10 days, and expired ones (reminder). */
export async function getExpiring (client: ApiClient, signal?: AbortSignal): Promise<ExpiringAnswer> {
  const { data } = await client.get<Partial<ExpiringAnswer>>(scopedPath('expiring', client), { signal })
  return { expiring: rows(data?.expiring).map(toExpiring), reminder: rows(data?.reminder).map(toReminder) }
}
