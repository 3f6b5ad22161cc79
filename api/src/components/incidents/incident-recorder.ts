// What an alert does to incidents, decided by the alert builder in the transaction that writes
// the alert: an alert of a cause opens its incident (or joins it while it is not resolved, or
// reopens it when it was resolved less than INCIDENT_REOPEN_MINUTES ago); an alert of a kind that
// ends another (a recovery) resolves the open incident of the cause it ends, ending any snooze.
// The cause is the alert's grouping key with the kind, so any component whose events go through
// the alert rules gets incidents without knowing them.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { eventKind } from '../events'
import { IncidentRepository } from './incident-repository'
import { PolicyRepository, stepsOf } from './escalation/policy-repository'

export const SYSTEM_ACTOR = 'Sitefleet'

export interface AlertForIncident {
  userId: string
  kind: string
  groupKey: string
  title: string
  /** The super categories of the alert's domains (empty for a server or the installation). */
  superCategories: ReadonlyArray<SuperCategoryValue | null>
  at: Date
  /** The escalation policy the owner's rules name (null: none). */
  escalationPolicyId?: string | null
}

export interface IncidentDecision {
  incidentId: number
  /** The incident is snoozed: record the alert, send nothing. */
  silenced: boolean
  /** A line the message gains (the recovery says it resolved the incident). */
  line?: string
}

/** The cause an alert of `kind` belongs to: a recovery belongs to the outage it ends. */
export function causeKeyOf (kind: string, groupKey: string): { causeKey: string, ends: boolean } {
  const ends = eventKind(kind)?.ends
  return { causeKey: `${ends ?? kind}|${groupKey}`, ends: ends !== undefined }
}

function guardedCategory (categories: ReadonlyArray<SuperCategoryValue | null>): SuperCategoryValue | null {
  if (categories.includes('dating')) return 'dating'
  return categories.find((c): c is SuperCategoryValue => c !== null) ?? null
}

export class IncidentRecorder {
  private readonly incidents: IncidentRepository
  private readonly policies: PolicyRepository

  constructor (db: Kysely<Database>, private readonly reopenMinutes: number) {
    this.incidents = new IncidentRepository(db)
    this.policies = new PolicyRepository(db)
  }

  /** An incident that opens or reopens escalates with its owner's policy, from the first step. */
  private async escalate (incidentId: number, alert: AlertForIncident): Promise<void> {
    const policyId = alert.escalationPolicyId ?? null
    if (policyId === null) return
    const policy = await this.policies.find(policyId)
    if (policy === undefined || policy.user_id !== alert.userId) return
    const first = stepsOf(policy)[0]
    if (first === undefined) return
    await this.incidents.startEscalation(incidentId, policy.id, new Date(alert.at.getTime() + first.afterMinutes * 60_000).toISOString())
  }

  /** Decides before the alert is written (its message may gain a line); link() follows. */
  async decide (alert: AlertForIncident): Promise<IncidentDecision | undefined> {
    const at = alert.at.toISOString()
    const { causeKey, ends } = causeKeyOf(alert.kind, alert.groupKey)
    const latest = await this.incidents.latestOfCause(alert.userId, causeKey)
    if (ends) {
      if (latest === undefined) return undefined
      if (await this.incidents.resolve(latest.id, SYSTEM_ACTOR, at)) {
        await this.incidents.addTimeline(latest.id, 'resolved', SYSTEM_ACTOR, at, `Recovered: ${alert.title}`)
        return { incidentId: latest.id, silenced: false, line: `This resolves incident #${latest.id}.` }
      }
      return { incidentId: latest.id, silenced: false }
    }
    if (latest !== undefined && latest.state !== 'resolved') {
      const silenced = latest.snooze_until_recovery === 1 || (latest.snoozed_until !== null && latest.snoozed_until > at)
      await this.incidents.addTimeline(latest.id, 'alert', SYSTEM_ACTOR, at, silenced ? `${alert.title} (not sent: snoozed)` : alert.title)
      return { incidentId: latest.id, silenced }
    }
    const reopenSince = new Date(alert.at.getTime() - this.reopenMinutes * 60_000).toISOString()
    if (latest?.resolved_at != null && latest.resolved_at >= reopenSince) {
      await this.incidents.reopen(latest.id)
      await this.incidents.addTimeline(latest.id, 'reopened', SYSTEM_ACTOR, at, alert.title)
      await this.escalate(latest.id, alert)
      return { incidentId: latest.id, silenced: false, line: `Incident #${latest.id} reopened.` }
    }
    const incidentId = await this.incidents.insert({ userId: alert.userId, causeKey, kind: alert.kind, title: alert.title, superCategory: guardedCategory(alert.superCategories), at })
    await this.incidents.addTimeline(incidentId, 'opened', SYSTEM_ACTOR, at, alert.title)
    await this.escalate(incidentId, alert)
    return { incidentId, silenced: false, line: `Incident #${incidentId} opened.` }
  }

  async link (decision: IncidentDecision, alertId: number, at: Date): Promise<void> {
    await this.incidents.linkAlert(decision.incidentId, alertId, at.toISOString())
  }
}
