// What the alert builder does with the pending events (pure but for the injected lookups, so
// each rule is testable): decide per event (muted, suppressed, silent) and turn the rest into
// ONE alert per cause.
// - Outages (kinds with groupTitle) wait `holdMs` after the first of them, so the neighbours of
//   a down site (re-checked at once) can join it; then `groupMin` or more on one hosting server
//   are one alert, then the same per hosting account, and the rest one alert each.
// - A later outage of a server or account with a recent alert joins that alert silently (same
//   cause), unless the group has recovered since.
// - An event that ends another (recovered ends down) follows it: sent only if that one was.
import type { AlertState } from '../../events'
import { eventKind } from '../../events'
import type { StoredEvent } from '../../events'
import type { DomainHosting } from '../alert-facts-repository'
import { bucket, type GroupBy } from '../outage-groups'

export interface PlanLookups {
  /** Where each event's domain (or server) is hosted. */
  hosting: (event: StoredEvent) => DomainHosting | undefined
  /** A maintenance window of its domain or server was open when it happened. */
  muted: (event: StoredEvent) => boolean
  /** The enabled channels the owner's rules send this event to ([] = none). */
  channels: (event: StoredEvent) => string[]
  /** For an event that ends another: that one's state, 'none' when there was none. */
  endedState: (event: StoredEvent) => AlertState | 'none'
  /** A recent alert of this cause (user, group, kind) still open, to join; undefined if none. */
  openGroupAlert: (userId: string, groupKey: string, kind: string) => Promise<number | undefined>
}

export interface PlanOptions {
  now: number
  holdMs: number
  groupMin: number
  /** Sitefleet itself cannot reach the internet: site outages are not the sites' fault. */
  offline: boolean
}

export interface PlannedAlert {
  userId: string
  kind: string
  groupKey: string
  by: GroupBy
  events: StoredEvent[]
  channelIds: string[]
  hosting?: DomainHosting
}

export interface Plan {
  /** Events decided without an alert. */
  states: Array<{ ids: number[], state: AlertState }>
  /** Events that join an alert already sent for their cause. */
  joins: Array<{ ids: number[], alertId: number }>
  alerts: PlannedAlert[]
  /** Events left pending (held for their group, or waiting for the event they end). */
  held: number
}

export async function planAlerts (events: readonly StoredEvent[], lookups: PlanLookups, options: PlanOptions): Promise<Plan> {
  const plan: Plan = { states: [], joins: [], alerts: [], held: 0 }
  const decide = (event: StoredEvent, state: AlertState): void => { plan.states.push({ ids: [event.id], state }) }
  const grouped: Array<{ event: StoredEvent, channelIds: string[], hosting: DomainHosting }> = []

  for (const event of events) {
    const kind = eventKind(event.kind)
    if (kind === undefined) { decide(event, 'silent'); continue }
    if (options.offline && kind.outage === true) { decide(event, 'suppressed'); continue }
    if (kind.ends !== undefined) {
      const ended = lookups.endedState(event)
      if (ended === 'pending') { plan.held++; continue }
      if (ended !== 'sent') { decide(event, ended === 'none' ? 'silent' : ended); continue }
    }
    if (lookups.muted(event)) { decide(event, 'muted'); continue }
    const channelIds = lookups.channels(event)
    if (channelIds.length === 0) { decide(event, 'silent'); continue }
    const hosting = lookups.hosting(event)
    if (kind.groupTitle !== undefined && hosting !== undefined && event.domainId !== null) grouped.push({ event, channelIds, hosting })
    else plan.alerts.push({ userId: event.userId, kind: event.kind, groupKey: groupKeyOf(event), by: 'single', events: [event], channelIds, ...(hosting === undefined ? {} : { hosting }) })
  }

  // Outages: per user, kind and server; released once the first of a server's has waited holdMs.
  const leftovers: typeof grouped = []
  for (const members of bucket(grouped, (g) => `${g.event.userId}|${g.event.kind}|${g.hosting.serverId}`).values()) {
    const first = Math.min(...members.map((m) => Date.parse(m.event.occurredAt)))
    if (options.now - first < options.holdMs) { plan.held += members.length; continue }
    const { event, hosting, channelIds } = members[0]
    const groupKey = `server:${hosting.serverId}`
    const open = await lookups.openGroupAlert(event.userId, groupKey, event.kind)
    if (open !== undefined) plan.joins.push({ ids: members.map((m) => m.event.id), alertId: open })
    else if (members.length >= options.groupMin) plan.alerts.push({ userId: event.userId, kind: event.kind, groupKey, by: 'server', events: members.map((m) => m.event), channelIds, hosting })
    else leftovers.push(...members)
  }
  for (const members of bucket(leftovers, (g) => `${g.event.userId}|${g.event.kind}|${g.hosting.accountId}`).values()) {
    const { event, hosting, channelIds } = members[0]
    const groupKey = `account:${hosting.accountId}`
    const open = await lookups.openGroupAlert(event.userId, groupKey, event.kind)
    if (open !== undefined) { plan.joins.push({ ids: members.map((m) => m.event.id), alertId: open }); continue }
    if (members.length >= options.groupMin) {
      plan.alerts.push({ userId: event.userId, kind: event.kind, groupKey, by: 'account', events: members.map((m) => m.event), channelIds, hosting })
      continue
    }
    for (const m of members) plan.alerts.push({ userId: m.event.userId, kind: m.event.kind, groupKey: groupKeyOf(m.event), by: 'single', events: [m.event], channelIds: m.channelIds, hosting: m.hosting })
  }
  return plan
}

/** What a single event's alert stands for. */
export function groupKeyOf (event: StoredEvent): string {
  if (event.domainId !== null) return `domain:${event.domainId}`
  if (event.serverId !== null) return `server:${event.serverId}`
  return `event:${event.id}`
}
