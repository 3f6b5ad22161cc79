// The alert builder, a system check: every few seconds it turns the events the
// checks wrote into alerts, one per cause (plan.ts), and puts each alert's deliveries in the
// outbox for the channels the owner's rules name; the delivery check sends them. Events of users
// whose quiet hours are on wait in the outbox until the quiet hours end.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { AlertState } from '../../events'
import type { Database } from '../../../platform/db/schema'
import { endedBy, eventKind, EventRepository, type StoredEvent } from '../../events'
import { IncidentRecorder } from '../../incidents'
import { AlertChannelRepository } from '../alert-channel-repository'
import { type DomainHosting, AlertFactsRepository } from '../alert-facts-repository'
import { AlertPreferenceRepository } from '../alert-preference-repository'
import { AlertRepository } from '../alert-repository'
import { MaintenanceRepository } from '../maintenance-repository'
import { SystemCheckRepository } from '../../../platform/jobs/system-check-repository'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { type AlertPreferences, channelsFor, preferencesOf, quietUntil } from '../preferences'
import { type Plan, planAlerts, type PlanLookups } from './plan'
import { renderAlert } from './render'
import { checkNetwork } from './self-check'
import { groupBy } from '../../../platform/lib/group-by'

export const ALERT_BUILDER_TYPE = 'alert-builder'
export const ALERT_DELIVERY_TYPE = 'alert-delivery'
/** Events decided per run; more are left for the next run, at once. */
const BATCH = 2000
/** After the confirmation re-check, how long a down site's neighbours get to be checked and join it. */
export const GROUP_SETTLE_MS = 15_000
/** A later outage of a server or account joins its alert for this long, unless it recovered meanwhile. */
export const GROUP_OPEN_MS = 60 * 60_000

export function holdMs (config: AppConfig): number {
  return config.alerts.confirmSeconds * 1000 + GROUP_SETTLE_MS
}

export class AlertBuilder implements SystemCheckType {
  readonly type = ALERT_BUILDER_TYPE
  readonly subject = 'system'

  interval (): number {
    return 5_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const events = new EventRepository(ctx.db)
    let pending = await events.pending(BATCH)
    const outages = pending.some((e) => eventKind(e.kind)?.groupTitle !== undefined)
    const offline = await checkNetwork(ctx.db, ctx.config.alerts, now, outages)
    // The self-check may have written the admins' events (or revived held-back outages).
    if (pending.length < BATCH) pending = await events.pending(BATCH)
    if (pending.length === 0) return { more: false }
    const { lookups, prefs } = await this.lookups(ctx.db, pending, now)
    const plan = await planAlerts(pending, lookups, { now: now.getTime(), holdMs: holdMs(ctx.config), groupMin: ctx.config.alerts.groupMin, offline })
    const sent = await this.apply(ctx.db, plan, prefs, now, ctx.config.incidentReopenMinutes)
    if (sent > 0) await new SystemCheckRepository(ctx.db).request(ALERT_DELIVERY_TYPE, now.toISOString())
    const decided = pending.length - plan.held
    return { more: pending.length === BATCH && decided > 0, ...(decided > 0 ? { summary: { events: decided, alerts: plan.alerts.length, deliveries: sent } } : {}) }
  }

  private async lookups (db: Kysely<Database>, pending: StoredEvent[], now: Date): Promise<{ lookups: PlanLookups, prefs: Map<string, AlertPreferences> }> {
    const facts = new AlertFactsRepository(db)
    const events = new EventRepository(db)
    const alerts = new AlertRepository(db)
    const userIds = [...new Set(pending.map((e) => e.userId))]
    const hostingByDomain = await facts.hostingOf(pending.flatMap((e) => e.domainId === null ? [] : [e.domainId]))
    const hostingByServer = await facts.servers(pending.flatMap((e) => e.serverId === null ? [] : [e.serverId]))
    const prefs = new Map<string, AlertPreferences>()
    for (const row of await new AlertPreferenceRepository(db).findMany(userIds)) prefs.set(row.user_id, preferencesOf(row))
    const enabled = groupBy(await new AlertChannelRepository(db).enabledOf(userIds), (c) => c.user_id, (c) => c.id)
    const times = pending.map((e) => e.occurredAt).sort()
    const windows = await new MaintenanceRepository(db).openBetween(userIds, times[0], times[times.length - 1])
    const ended = new Map<number, AlertState | 'none'>()
    for (const event of pending) {
      const endsKind = eventKind(event.kind)?.ends
      if (endsKind === undefined) continue
      const before = event.domainId !== null
        ? await events.latestBefore(event.domainId, endsKind, event.id)
        : await events.latestOfUserBefore(event.userId, endsKind, event.id)
      ended.set(event.id, before?.alertState ?? 'none')
    }
    const hosting = (e: StoredEvent): DomainHosting | undefined =>
      e.domainId !== null ? hostingByDomain.get(e.domainId) : e.serverId !== null ? hostingByServer.get(e.serverId) : undefined
    const lookups: PlanLookups = {
      hosting,
      muted: (e: StoredEvent) => windows.some((w) => w.user_id === e.userId && w.starts_at <= e.occurredAt && w.ends_at >= e.occurredAt &&
        ((w.domain_id !== null && w.domain_id === e.domainId) || (w.server_id !== null && (w.server_id === e.serverId || w.server_id === hosting(e)?.serverId)))),
      channels: (e: StoredEvent) => channelsFor(prefs.get(e.userId) ?? preferencesOf(undefined), enabled.get(e.userId) ?? [], e.kind, e.superCategory),
      endedState: (e: StoredEvent) => ended.get(e.id) ?? 'none',
      openGroupAlert: async (userId: string, groupKey: string, kind: string) => {
        const since = new Date(now.getTime() - GROUP_OPEN_MS).toISOString()
        const open = await alerts.latestOfGroup(userId, groupKey, kind, since)
        if (open === undefined) return undefined
        // Recovered (or gone down again) since: a new cause, not a straggler.
        const other = eventKind(kind)?.ends ?? endedBy(kind)
        const later = other === undefined ? undefined : await alerts.latestOfGroup(userId, groupKey, other, since)
        return later !== undefined && later > open ? undefined : open
      }
    }
    return { lookups, prefs }
  }

  /** Writes the plan in one transaction; returns how many deliveries were queued. */
  private async apply (db: Kysely<Database>, plan: Plan, prefsOf: Map<string, AlertPreferences>, now: Date, reopenMinutes: number): Promise<number> {
    const at = now.toISOString()
    return await db.transaction().execute(async (trx) => {
      const events = new EventRepository(trx)
      const alerts = new AlertRepository(trx)
      for (const { ids, state } of plan.states) await events.decide(ids, state)
      for (const { ids, alertId } of plan.joins) await events.decide(ids, 'sent', alertId)
      const incidents = new IncidentRecorder(trx, reopenMinutes)
      let queued = 0
      for (const planned of plan.alerts) {
        const rendered = renderAlert(planned)
        const escalationPolicyId = prefsOf.get(planned.userId)?.escalationPolicyId ?? null
        const incident = await incidents.decide({ userId: planned.userId, kind: planned.kind, groupKey: planned.groupKey, title: rendered.title, superCategories: planned.events.map((e) => e.superCategory), at: now, escalationPolicyId })
        const alertId = await alerts.insert({
          userId: planned.userId,
          kind: planned.kind,
          groupKey: planned.groupKey,
          occurredAt: rendered.payload.occurredAt,
          title: rendered.title,
          message: incident?.line === undefined ? rendered.text : `${rendered.text}\n${incident.line}`,
          payload: JSON.stringify(incident === undefined ? rendered.payload : { ...rendered.payload, incidentId: incident.incidentId }),
          createdAt: at
        })
        await events.decide(planned.events.map((e) => e.id), 'sent', alertId)
        if (incident !== undefined) await incidents.link(incident, alertId, now)
        // A snoozed incident records its alerts and sends nothing.
        if (incident?.silenced === true) continue
        const quiet = quietUntil(prefsOf.get(planned.userId) ?? preferencesOf(undefined), now)
        await alerts.enqueue(alertId, planned.channelIds, (quiet ?? now).toISOString(), at)
        queued += planned.channelIds.length
      }
      return queued
    })
  }
}
