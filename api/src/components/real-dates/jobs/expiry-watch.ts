// The expiry watch, a system check: hourly, domains 30, 7 and 1 days before they expire (the
// registry's date where RDAP gave one, else issue date + 1 year) and once
// expired, servers 10, 3 and 1 days before and once expired, become events. Each threshold of
// one expiry date is written once (dedupe key), so a renewal (a new date) starts over, and any
// number of runs or workers add nothing twice. Only expiries of the last 30 days count as news.
import type { AppConfig } from '../../../platform/config/config'
import { addDays, addMonths, daysUntil, isoDay } from '../../../platform/lib/calendar'
import { effectiveExpiry } from '../effective-expiry'
import { EventRepository, type NewEvent } from '../../events'
import { ExpiryRepository } from '../expiry-repository'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'

export const DOMAIN_THRESHOLDS = [30, 7, 1] as const
export const SERVER_THRESHOLDS = [10, 3, 1] as const
/** An expiry older than this is not news any more (a first start on an old portfolio). */
const EXPIRED_NEWS_DAYS = 30
const HOUR_MS = 60 * 60_000

/** The tightest threshold the days left have reached; null when none yet. */
export function reachedThreshold (daysLeft: number, thresholds: readonly number[]): number | null {
  const reached = thresholds.filter((t) => daysLeft <= t)
  return reached.length === 0 ? null : Math.min(...reached)
}

export class ExpiryWatch implements SystemCheckType {
  readonly type = 'expiry-watch'
  readonly subject = 'system'

  interval (_config: AppConfig): number {
    return HOUR_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const at = now.toISOString()
    const today = isoDay(now)
    const repo = new ExpiryRepository(ctx.db)
    const events: NewEvent[] = []
    // Expiring from EXPIRED_NEWS_DAYS ago to the widest threshold ahead (the estimate: issued a year before).
    const from = addDays(today, -EXPIRED_NEWS_DAYS)
    const to = addDays(today, DOMAIN_THRESHOLDS[0])
    const domains = await repo.domainsExpiringIn({ expiry: { from, to }, issued: { from: addMonths(from, -12), to: addMonths(to, -12) } })
    for (const d of domains) {
      const { expiryDate, expirySource: source } = effectiveExpiry(d.issue_date, d.registry_expiry, d.registrar_expiry)
      if (expiryDate === null) continue
      const days = daysUntil(expiryDate, now)
      const base = { userId: d.user_id, occurredAt: at, domainId: d.id, domain: d.domain, superCategory: d.super_category }
      if (days <= 0) events.push({ ...base, kind: 'domain-expired', data: { expiryDate, source }, dedupeKey: `domain-expired:${d.id}:${expiryDate}` })
      else {
        const threshold = reachedThreshold(days, DOMAIN_THRESHOLDS)
        if (threshold !== null) events.push({ ...base, kind: 'domain-expiring', data: { days, threshold, expiryDate, source }, dedupeKey: `domain-expiring:${d.id}:${expiryDate}:${threshold}` })
      }
    }
    for (const s of await repo.serversExpiringBetween(addDays(today, -EXPIRED_NEWS_DAYS), addDays(today, SERVER_THRESHOLDS[0]))) {
      const days = daysUntil(s.expiry_date, now)
      const base = { userId: s.user_id, occurredAt: at, serverId: s.id, data: { server: s.name, platform: s.platform, email: s.email, expiryDate: s.expiry_date, days } }
      if (days <= 0) events.push({ ...base, kind: 'server-expired', dedupeKey: `server-expired:${s.id}:${s.expiry_date}` })
      else {
        const threshold = reachedThreshold(days, SERVER_THRESHOLDS)
        if (threshold !== null) events.push({ ...base, kind: 'server-expiring', dedupeKey: `server-expiring:${s.id}:${s.expiry_date}:${threshold}` })
      }
    }
    let written = 0
    const store = new EventRepository(ctx.db)
    for (let i = 0; i < events.length; i += 200) written += await store.record(events.slice(i, i + 200))
    return { more: false, ...(written > 0 ? { summary: { written } } : {}) }
  }
}
