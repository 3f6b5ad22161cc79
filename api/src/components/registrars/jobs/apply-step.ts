// Stores one sync step (a page of an account's domains) in the caller's transaction, writing
// only what changed: new names are inserted, rows whose facts differ updated, a page whose names
// are the same as last time left alone. The events it causes are written with it:
// transfer-lock-off (a lock seen on turned off), auto-renew-off (auto-renew off and expiring
// within 30 days, once per expiry date), registrar-expiry-mismatch (the registry's and the
// registrar's expiry more than a day apart, once per pair of dates), and hosting info's empty
// "domain platform" of the monitored ones is filled with the registrar's name.
import type { Kysely } from 'kysely'
import { daysUntil } from '../../../platform/lib/calendar'
import type { Database } from '../../../platform/db/schema'
import type { RegistrarProviderName } from '../tables'
import { EventRepository, type NewEvent } from '../../events'
import { checksArea, DataVersionRepository, HOSTING_AREA } from '../../../platform/read-cache/data-version-repository'
import { PortfolioRepository } from '../portfolio-repository'
import { RegistrarDomainRepository, type StoredDomain } from '../registrar-domain-repository'
import type { RegistrarDomainFacts } from '../providers/provider'

export const AUTO_RENEW_WARNING_DAYS = 30
const DAY_MS = 86_400_000

export const PROVIDER_LABELS: Record<RegistrarProviderName, string> = { namecheap: 'Namecheap', godaddy: 'GoDaddy', porkbun: 'Porkbun', namesilo: 'NameSilo' }

export interface StepAccount { id: string, userId: string, name: string, provider: RegistrarProviderName }

export interface StepWrites { inserted: number, updated: number, pages: number, hosting: number, events: number }

const bit = (v: boolean | null): number | null => (v === null ? null : v ? 1 : 0)

export function tldOf (domain: string): string {
  const dot = domain.indexOf('.')
  return dot < 0 ? domain : domain.slice(dot + 1)
}

export function toStored (f: RegistrarDomainFacts): StoredDomain {
  return {
    domain: f.domain,
    tld: tldOf(f.domain),
    expires_on: f.expiresOn,
    created_on: f.createdOn,
    auto_renew: bit(f.autoRenew),
    locked: bit(f.locked),
    privacy: bit(f.privacy),
    nameservers: f.nameservers === null ? null : JSON.stringify(f.nameservers)
  }
}

const same = (a: StoredDomain, b: StoredDomain): boolean =>
  a.expires_on === b.expires_on && a.created_on === b.created_on && num(a.auto_renew) === num(b.auto_renew) &&
  num(a.locked) === num(b.locked) && num(a.privacy) === num(b.privacy) && a.nameservers === b.nameservers && a.tld === b.tld
const num = (v: number | null): number | null => (v === null ? null : Number(v))

/** Days between two YYYY-MM-DD dates. */
const daysApart = (a: string, b: string): number => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS

export async function applyStep (db: Kysely<Database>, account: StepAccount, step: number, facts: readonly RegistrarDomainFacts[], now: Date): Promise<StepWrites> {
  const repo = new RegistrarDomainRepository(db)
  const at = now.toISOString()
  const byName = new Map<string, StoredDomain>()
  for (const f of facts) byName.set(f.domain, toStored(f))
  const names = [...byName.keys()]
  const existing = new Map((await repo.ofAccount(account.id, names)).map((r) => [r.domain, r]))
  const writes: StepWrites = { inserted: 0, updated: 0, pages: 0, hosting: 0, events: 0 }
  const events: NewEvent[] = []
  const label = `${account.name} (${PROVIDER_LABELS[account.provider]})`
  const monitored = new Map<string, { id: string, superCategory: Database['domains']['super_category'], registryExpiry: string | null }>()
  const portfolio = new PortfolioRepository(db)
  for (const m of await portfolio.monitored(account.userId, names)) {
    if (!monitored.has(m.domain)) monitored.set(m.domain, { id: m.id, superCategory: m.super_category, registryExpiry: m.registry_expiry })
  }
  const event = (kind: NewEvent['kind'], name: string, data: Record<string, unknown>, dedupeKey?: string): void => {
    const m = monitored.get(name)
    events.push({ userId: account.userId, kind, occurredAt: at, domain: name, domainId: m?.id ?? null, superCategory: m?.superCategory ?? null, data: { account: label, accountId: account.id, ...data }, dedupeKey })
  }

  const fresh: StoredDomain[] = []
  for (const row of byName.values()) {
    const old = existing.get(row.domain)
    if (old === undefined) fresh.push(row)
    else if (!same(old, row)) {
      await repo.update(account.id, row, at)
      writes.updated++
      if (num(old.locked) === 1 && row.locked === 0) event('transfer-lock-off', row.domain, { provider: account.provider })
    }
    if (row.auto_renew === 0 && row.expires_on !== null) {
      const days = daysUntil(row.expires_on, now)
      if (days >= 0 && days <= AUTO_RENEW_WARNING_DAYS) event('auto-renew-off', row.domain, { days, expiryDate: row.expires_on }, `auto-renew-off:${account.userId}:${row.domain}:${row.expires_on}`)
    }
    const registryExpiry = monitored.get(row.domain)?.registryExpiry ?? null
    if (registryExpiry !== null && row.expires_on !== null && daysApart(registryExpiry, row.expires_on) > 1) {
      event('registrar-expiry-mismatch', row.domain, { registryExpiry, registrarExpiry: row.expires_on }, `registrar-expiry-mismatch:${account.userId}:${row.domain}:${registryExpiry}:${row.expires_on}`)
    }
  }
  if (fresh.length > 0) {
    await repo.insert(account.id, account.userId, fresh, at)
    writes.inserted = fresh.length
  }
  const pageNames = JSON.stringify(names)
  const oldPage = await repo.page(account.id, step)
  if (oldPage !== pageNames) {
    await repo.putPage(account.id, step, pageNames, oldPage !== undefined)
    writes.pages = 1
  }
  // Empty ones only: a platform someone entered is kept, one filled before is not written again.
  writes.hosting = await portfolio.fillDomainPlatform([...monitored.values()].map((m) => m.id), PROVIDER_LABELS[account.provider])
  writes.events = await new EventRepository(db).record(events)
  if (writes.inserted + writes.updated + writes.hosting > 0) await bumpLists(db, account.userId)
  return writes
}

/** The user's cached lists that show registrar data (domain list rows, expiring rows, renewals in the overview, hosting info) are stale. */
export async function bumpLists (db: Kysely<Database>, userId: string): Promise<void> {
  await new DataVersionRepository(db).bump(userId, [checksArea('natural'), checksArea('casino'), checksArea('dating'), HOSTING_AREA])
}
