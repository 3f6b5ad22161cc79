// The incident calls: list (open first), one incident with its timeline, and what a person does
// to one (acknowledge, snooze, resolve, a note). A user reaches only their own incidents (another
// user's answer 404, like a missing one); an admin reads everyone's and acts on another user's
// only by naming them with ?owner=. Incidents about dating domains need dating access.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'
import { UserRepository } from '../../platform/auth/user-repository'
import { type IncidentRow, IncidentRepository } from './incident-repository'
import type { IncidentShape, SnoozeBodyShape, TimelineEntryShape } from './schemas'

export const INCIDENT_MESSAGES = {
  notFound: 'Incident not found',
  acknowledged: 'Incident acknowledged',
  notOpen: 'Only an open incident can be acknowledged',
  snoozed: 'Incident snoozed',
  resolved: 'Incident resolved',
  alreadyResolved: 'The incident is already resolved',
  noted: 'Note added',
  snoozeWhen: 'Snooze until a time or until it recovers (untilRecovery), not both',
  snoozeFuture: 'Snooze until a valid time in the future (ISO 8601, e.g. 2026-12-01T09:00:00Z)'
}

export function incidentShape (row: IncidentRow, ownerName?: string): IncidentShape {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    state: row.state,
    openedAt: row.opened_at,
    lastAlertAt: row.last_alert_at,
    acknowledgedAt: row.acknowledged_at,
    acknowledgedBy: row.acknowledged_by,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
    snoozedUntil: row.snoozed_until,
    snoozedUntilRecovery: Number(row.snooze_until_recovery) === 1,
    snoozeReason: row.snooze_reason,
    ...(ownerName === undefined ? {} : { owner: { _id: row.user_id, name: ownerName } })
  }
}

export class IncidentService {
  private readonly incidents: IncidentRepository
  private readonly access: DomainAccess
  private readonly users: UserRepository

  constructor (db: Kysely<Database>, private readonly now: () => Date) {
    this.incidents = new IncidentRepository(db)
    this.access = new DomainAccess(db)
    this.users = new UserRepository(db)
  }

  async list (caller: Caller, owner: string | undefined, visible: readonly SuperCategoryValue[], limit = 100): Promise<IncidentShape[]> {
    const userId = await this.access.readUser(caller, owner)
    const rows = await this.incidents.list(userId, visible, limit)
    if (userId !== undefined) return rows.map((r) => incidentShape(r))
    const names = await this.users.namesOf([...new Set(rows.map((r) => r.user_id))])
    return rows.map((r) => incidentShape(r, names.get(r.user_id) ?? ''))
  }

  async detail (caller: Caller, id: number, owner: string | undefined, visible: readonly SuperCategoryValue[]): Promise<{ incident: IncidentShape, timeline: TimelineEntryShape[] }> {
    const row = await this.reachable(caller, id, owner, visible, false)
    const timeline: TimelineEntryShape[] = (await this.incidents.timeline(row.id)).map((t) => ({ at: t.at, kind: t.kind, actor: t.actor, text: t.text }))
    for (const d of await this.incidents.deliveries(row.id)) {
      const outcome = d.state === 'delivered' ? 'delivered' : d.state === 'failed' ? `failed after ${Number(d.attempts)} attempts: ${d.last_error ?? ''}` : `pending (${Number(d.attempts)} attempts so far)`
      timeline.push({ at: d.delivered_at ?? row.last_alert_at, kind: 'delivery', actor: `${d.channel_name} (${d.channel_kind})`, text: `Alert ${Number(d.alert_id)} ${outcome}` })
    }
    timeline.sort((a, b) => a.at.localeCompare(b.at))
    return { incident: incidentShape(row), timeline }
  }

  async acknowledge (caller: Caller, id: number, owner: string | undefined, visible: readonly SuperCategoryValue[]): Promise<IncidentShape> {
    const row = await this.reachable(caller, id, owner, visible, true)
    const at = this.now().toISOString()
    if (!await this.incidents.acknowledge(row.id, caller.name, at)) throw new HttpError(409, INCIDENT_MESSAGES.notOpen)
    await this.incidents.addTimeline(row.id, 'acknowledged', caller.name, at)
    return incidentShape((await this.incidents.findById(row.id))!)
  }

  async resolve (caller: Caller, id: number, owner: string | undefined, visible: readonly SuperCategoryValue[]): Promise<IncidentShape> {
    const row = await this.reachable(caller, id, owner, visible, true)
    const at = this.now().toISOString()
    if (!await this.incidents.resolve(row.id, caller.name, at)) throw new HttpError(409, INCIDENT_MESSAGES.alreadyResolved)
    await this.incidents.addTimeline(row.id, 'resolved', caller.name, at, 'Resolved by hand')
    return incidentShape((await this.incidents.findById(row.id))!)
  }

  async snooze (caller: Caller, id: number, body: SnoozeBodyShape, owner: string | undefined, visible: readonly SuperCategoryValue[]): Promise<IncidentShape> {
    const untilRecovery = body.untilRecovery === true
    if (untilRecovery === (body.until !== undefined)) throw new HttpError(400, INCIDENT_MESSAGES.snoozeWhen)
    const now = this.now()
    const until = body.until === undefined ? null : Date.parse(body.until)
    if (until !== null && !(until > now.getTime())) throw new HttpError(400, INCIDENT_MESSAGES.snoozeFuture)
    const row = await this.reachable(caller, id, owner, visible, true)
    const untilIso = until === null ? null : new Date(until).toISOString()
    if (!await this.incidents.snooze(row.id, untilIso, untilRecovery, body.reason)) throw new HttpError(409, INCIDENT_MESSAGES.alreadyResolved)
    // A snooze pauses the escalation: its next step moves by the snooze's length (until
    // recovery: the escalation check skips it meanwhile, and the recovery resolves it).
    if (until !== null && row.escalation_due_at !== null) await this.incidents.moveEscalation(row.id, new Date(Date.parse(row.escalation_due_at) + until - now.getTime()).toISOString())
    await this.incidents.addTimeline(row.id, 'snoozed', caller.name, now.toISOString(), `${untilIso === null ? 'Until it recovers' : `Until ${untilIso}`}: ${body.reason}`)
    return incidentShape((await this.incidents.findById(row.id))!)
  }

  async note (caller: Caller, id: number, text: string, owner: string | undefined, visible: readonly SuperCategoryValue[]): Promise<IncidentShape> {
    const row = await this.reachable(caller, id, owner, visible, true)
    await this.incidents.addTimeline(row.id, 'note', caller.name, this.now().toISOString(), text)
    return incidentShape(row)
  }

  /** The incident if this caller may read it (or act on it); 404 otherwise, as if it did not exist. */
  private async reachable (caller: Caller, id: number, owner: string | undefined, visible: readonly SuperCategoryValue[], acting: boolean): Promise<IncidentRow> {
    const userId = acting ? (await this.access.target(caller, owner)).id : await this.access.readUser(caller, owner)
    const row = await this.incidents.findById(id)
    if (row === undefined || (userId !== undefined && row.user_id !== userId) || (row.super_category !== null && !visible.includes(row.super_category))) {
      throw new HttpError(404, INCIDENT_MESSAGES.notFound)
    }
    return row
  }
}
