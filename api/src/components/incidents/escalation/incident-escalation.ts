// Escalation, a system check: takes the due steps of open incidents that nobody acknowledged.
// Each step is taken in one transaction: the incident's next step and due time move on with a
// conditional update (two workers: one wins), and the step's message is written into the alerts'
// outbox for the step's channels and the on-call people's, so it is sent once by alert delivery
// (with the acknowledge link every alert message carries). State lives in the incident's row:
// a restart or a killed worker loses no step and repeats none.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { SystemCheckRepository } from '../../../platform/jobs/system-check-repository'
import { IncidentRepository } from '../incident-repository'
import { SYSTEM_ACTOR } from '../incident-recorder'
import { RotationRepository } from '../oncall/rotation-repository'
import { onCallAt } from '../oncall/schedule'
import { planOf } from '../oncall/rotation-service'
import { type DueIncident, EscalationRepository, type Recipient } from './escalation-repository'
import { type EscalationStep, PolicyRepository, stepsOf } from './policy-repository'

export const INCIDENT_ESCALATION_TYPE = 'incident-escalation'
/** Alert delivery's type: told to run at once when a step queued messages. */
const ALERT_DELIVERY_TYPE = 'alert-delivery'
/** Incidents stepped per run; more are left for the next run, at once. */
const BATCH = 100

export class IncidentEscalation implements SystemCheckType {
  readonly type = INCIDENT_ESCALATION_TYPE
  readonly subject = 'system'

  interval (): number {
    return 15_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const due = await new EscalationRepository(ctx.db).due(now.toISOString(), BATCH)
    let steps = 0
    let messages = 0
    for (const incident of due) {
      const queued = await ctx.db.transaction().execute(async (trx) => await this.step(trx, incident, now))
      if (queued === undefined) continue
      steps++
      messages += queued
    }
    if (messages > 0) await new SystemCheckRepository(ctx.db).request(ALERT_DELIVERY_TYPE, now.toISOString())
    return { more: due.length === BATCH, ...(steps > 0 ? { summary: { steps, messages } } : {}) }
  }

  /** Takes the incident's due step; the number of messages queued, or undefined when it was not this run's to take. */
  private async step (db: Kysely<Database>, incident: DueIncident, now: Date): Promise<number | undefined> {
    const repo = new EscalationRepository(db)
    const policy = incident.escalation_policy_id === null ? undefined : await new PolicyRepository(db).find(incident.escalation_policy_id)
    const steps = policy === undefined ? [] : stepsOf(policy)
    const total = steps.length * (Number(policy?.repeats ?? 0) + 1)
    const index = Number(incident.escalation_step)
    if (policy === undefined || policy.user_id !== incident.user_id || index >= total) {
      await repo.stop(incident)
      return undefined
    }
    const step = steps[index % steps.length]
    const next = index + 1 < total ? new Date(now.getTime() + steps[(index + 1) % steps.length].afterMinutes * 60_000).toISOString() : null
    if (!await repo.advance(incident, next)) return undefined
    const at = now.toISOString()
    const recipients = await this.recipients(db, incident.user_id, step, at, now)
    const id = Number(incident.id)
    const which = `Step ${index % steps.length + 1} of ${steps.length}, round ${Math.floor(index / steps.length) + 1} of ${Number(policy.repeats) + 1}`
    const waited = Math.round((now.getTime() - Date.parse(incident.opened_at)) / 60_000)
    const title = `Not acknowledged: ${incident.title}`
    const message = `Incident #${id} is not acknowledged ${waited} minutes after it opened: ${incident.title}\nEscalation (${policy.name}): ${which.toLowerCase()}.`
    const payload = JSON.stringify({ kind: INCIDENT_ESCALATION_TYPE, message: title, occurredAt: at, domains: [], incidentId: id })
    await repo.queue(id, { userId: incident.user_id, title, message, payload, at }, recipients.map((r) => r.channelId))
    const whom = recipients.length === 0 ? 'nobody to notify (no channel, nobody on call)' : `notified ${recipients.map((r) => r.label).join(', ')}`
    await new IncidentRepository(db).addTimeline(id, 'escalated', SYSTEM_ACTOR, at, `${which} (${policy.name}): ${whom}`)
    return recipients.length
  }

  /** The step's channels (the owner's) and each named rotation's on-call person's channels. */
  private async recipients (db: Kysely<Database>, ownerId: string, step: EscalationStep, at: string, now: Date): Promise<Recipient[]> {
    const repo = new EscalationRepository(db)
    const out = await repo.channelsOf(ownerId, step.channelIds)
    const rotations = new RotationRepository(db)
    const owned = (await rotations.findMany(step.rotationIds)).filter((r) => r.user_id === ownerId)
    const overrides = await rotations.overridesOf(owned.map((r) => r.id), at)
    for (const rotation of owned) {
      const shift = onCallAt(planOf(rotation), overrides.filter((o) => o.rotation_id === rotation.id).map((o) => ({ userId: o.user_id, startsAt: o.starts_at, endsAt: o.ends_at })), now)
      const user = shift === undefined ? undefined : (await rotations.users([shift.userId]))[0]
      if (user === undefined) continue
      for (const r of await repo.personalChannels(user, at)) out.push({ ...r, label: `${r.label}, on call in ${rotation.name}` })
    }
    const seen = new Set<string>()
    return out.filter((r) => !seen.has(r.channelId) && seen.add(r.channelId) !== undefined)
  }
}
