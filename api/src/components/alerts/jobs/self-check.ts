// "Is it the sites, or is it us?" When more than ALERT_SELF_CHECK_PERCENT of the sites checked in
// the last few minutes fail, the fault is most likely Sitefleet's own network: admins get ONE
// "Sitefleet cannot reach the internet" alert and site outages are held back (suppressed) until
// it can; then admins hear so once, and sites still down are alerted as usual.
import type { Kysely } from 'kysely'
import type { AlertSettings } from '../settings'
import type { Database } from '../../../platform/db/schema'
import { AlertFactsRepository, type RecentHealth } from '../alert-facts-repository'
import { EventRepository } from '../../events'
import { SystemStateRepository } from '../../../platform/db/system-state-repository'
import { UserRepository } from '../../../platform/auth/user-repository'

export const NETWORK_STATE_KEY = 'network'
/** Fewer recent checks than this say nothing about the network (a portfolio of three sites). */
export const SELF_CHECK_MIN_SITES = 10

/** How far back "recently checked" reaches: long enough to confirm a failure, short enough to react. */
export function selfCheckWindowMs (settings: AlertSettings): number {
  return Math.max(2 * 60_000, settings.confirmSeconds * 1000 + 60_000)
}

/**
 * More than ALERT_SELF_CHECK_PERCENT of the recently checked sites fail, and the failures are
 * spread the same way over their hosting servers: a few dead servers (whose sites are re-checked
 * first) are a cause to group by, not Sitefleet being offline.
 */
export function isOffline (health: RecentHealth, settings: AlertSettings): boolean {
  const over = (part: number, whole: number) => part * 100 > settings.selfCheckPercent * whole
  return health.checked >= SELF_CHECK_MIN_SITES && over(health.failing, health.checked) && over(health.failingServers, health.servers)
}

/**
 * Looks at the network when it matters (outages waiting, or already offline), records the change
 * for the admins as an event, and answers whether Sitefleet is offline now.
 */
export async function checkNetwork (db: Kysely<Database>, settings: AlertSettings, now: Date, outagesPending: boolean): Promise<boolean> {
  const state = new SystemStateRepository(db)
  const previous = await state.find(NETWORK_STATE_KEY)
  const wasOffline = previous?.value === 'offline'
  if (!outagesPending && !wasOffline) return false
  const facts = new AlertFactsRepository(db)
  const windowMs = selfCheckWindowMs(settings)
  const health = await facts.recentHealth(new Date(now.getTime() - windowMs).toISOString())
  const offline = isOffline(health, settings)
  if (offline === wasOffline) return offline
  const at = now.toISOString()
  if (!await state.change(NETWORK_STATE_KEY, offline ? 'offline' : 'online', at)) return offline
  const events = new EventRepository(db)
  if (!offline && previous !== undefined) await events.reviveSuppressedOutages(previous.updated_at)
  const data = { checked: health.checked, failing: health.failing, minutes: Math.round(windowMs / 60_000) }
  await events.record((await new UserRepository(db).adminIds()).map((userId) => ({ userId, kind: offline ? 'sitefleet-offline' : 'sitefleet-online', occurredAt: at, data })))
  return offline
}
