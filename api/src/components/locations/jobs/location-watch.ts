// The location watch, a system check: every few seconds, on whichever worker claims it,
// - home's heartbeat (its row says which version runs it);
// - a probe silent for PROBE_OFFLINE_SECONDS is OFFLINE: one location-offline event to admins,
//   its queued work handed on (a confirmation asks another location), and its sites' status rows
//   go home; when it is heard again: one location-online event, and its sites' rows go back;
// - a location whose own failure share over the last few minutes crosses
//   ALERT_SELF_CHECK_PERCENT stops voting (muted): one "cannot reach the internet" event to
//   admins, and one when it can again.
import type { AppConfig } from '../../../platform/config/config'
import { PRODUCT_VERSION } from '../../../platform/lib/version'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { toEpoch } from '../../../platform/lib/calendar'
import { EventRepository } from '../../events'
import { Confirmations } from '../confirmations'
import { HOME_ID, LocationsRepository } from '../locations-repository'
import { UserRepository } from '../../../platform/auth/user-repository'
import { isOnline } from '../places'
import { TaskRepository } from '../task-repository'

export const LOCATION_WATCH_TYPE = 'location-watch'
/** Fewer results than this in the window say nothing about a location's network. */
export const SELF_CHECK_MIN_RESULTS = 10
/** Per-minute figures are kept this long. */
const MINUTES_KEPT_S = 24 * 3600

/** The self-check's window: long enough to confirm a failure, short enough to react. */
export function selfCheckWindowMs (config: AppConfig): number {
  return Math.max(2 * 60_000, config.alerts.confirmSeconds * 1000 + 60_000)
}

export class LocationWatch implements SystemCheckType {
  readonly type = LOCATION_WATCH_TYPE
  readonly subject = 'system'

  interval (): number {
    return 2_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const at = now.toISOString()
    let changes = 0
    await ctx.db.transaction().execute(async (trx) => {
      const repo = new LocationsRepository(trx)
      await repo.ensureHome(ctx.config.locations.name, at)
      await repo.heartbeat(HOME_ID, PRODUCT_VERSION, at)
      const rows = await repo.list()
      // The admins hear about locations (offline, cannot reach the internet).
      const admins = await new UserRepository(trx).adminIds()
      const events = new EventRepository(trx)
      const tasks = new TaskRepository(trx, ctx.dialect)
      const confirmations = new Confirmations(trx, ctx.config, ctx.dialect)
      const online: string[] = []
      for (const row of rows.filter((r) => r.kind === 'probe')) {
        if (isOnline(row, ctx.config, now)) {
          online.push(row.id)
          const wasOffline = row.state === 'offline'
          if (await repo.changeState(row.id, 'online') && wasOffline) {
            changes++
            await events.record(admins.map((userId) => ({ userId, kind: 'location-online' as const, occurredAt: at, data: { location: row.name } })))
          }
          continue
        }
        if (row.last_heartbeat_at === null) continue
        if (await repo.changeState(row.id, 'offline')) {
          changes++
          const silentMs = now.getTime() - Date.parse(row.last_heartbeat_at)
          await events.record(admins.map((userId) => ({ userId, kind: 'location-offline' as const, occurredAt: at, data: { location: row.name, silentMs } })))
        }
        // Its queued work: a confirmation asks someone else; an every-location round is skipped.
        for (const task of await tasks.takeAll(row.id)) {
          if (task.purpose === 'confirm') await confirmations.substitute(task.domain_id, row.id, at)
        }
      }
      // With no probe at all, every status row is home's already.
      if (rows.some((r) => r.kind === 'probe')) await repo.placeStatusRows(online)
      changes += await this.selfCheck(repo, events, admins, rows.filter((r) => r.kind === 'home' || online.includes(r.id)), ctx.config, now)
      const nowS = toEpoch(at)
      await repo.pruneMinutes(nowS - MINUTES_KEPT_S)
    })
    return { more: false, ...(changes > 0 ? { summary: { changes } } : {}) }
  }

  /** Mutes the locations whose own network fails, unmutes those that recovered; returns how many changed. */
  private async selfCheck (repo: LocationsRepository, events: EventRepository, admins: string[], rows: Array<{ id: string, name: string, muted_at: string | null }>, config: AppConfig, now: Date): Promise<number> {
    const windowMs = selfCheckWindowMs(config)
    const fromMinute = Math.floor((now.getTime() - windowMs) / 60_000) * 60
    const totals = await repo.minuteTotals(fromMinute)
    const at = now.toISOString()
    const minutes = Math.round(windowMs / 60_000)
    let changes = 0
    for (const row of rows) {
      const t = totals.get(row.id) ?? { checks: 0, failures: 0, lagMs: 0 }
      const failing = t.checks >= SELF_CHECK_MIN_RESULTS && t.failures * 100 > config.alerts.selfCheckPercent * t.checks
      const data = { location: row.name, checks: t.checks, failures: t.failures, minutes }
      if (failing && row.muted_at === null && await repo.changeMute(row.id, at)) {
        changes++
        await events.record(admins.map((userId) => ({ userId, kind: 'location-unreachable' as const, occurredAt: at, data })))
      } else if (!failing && row.muted_at !== null && t.checks >= SELF_CHECK_MIN_RESULTS && await repo.changeMute(row.id, null)) {
        changes++
        await events.record(admins.map((userId) => ({ userId, kind: 'location-reachable' as const, occurredAt: at, data })))
      }
    }
    return changes
  }
}
