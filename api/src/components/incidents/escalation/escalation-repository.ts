// All SQL of taking an escalation step: the due incidents, the conditional advance of one (so of
// two workers only one takes a step), and the step's message written into the alerts' outbox
// (an alert linked to the incident, one delivery per channel: each sent once by alert delivery).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import type { IncidentsTable } from '../tables'

export type DueIncident = Pick<Selectable<IncidentsTable>, 'id' | 'user_id' | 'title' | 'opened_at' | 'escalation_policy_id' | 'escalation_step' | 'escalation_due_at'>

/** The implicit channel of a user's account e-mail: a channel row the rules never route to (disabled), listed nowhere. */
export const ACCOUNT_EMAIL_PREFIX = 'account-email-'

export interface Recipient {
  channelId: string
  /** How the timeline names it. */
  label: string
}

export class EscalationRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** Open incidents whose next step is due and that are not snoozed, the longest due first. */
  async due (now: string, limit: number): Promise<DueIncident[]> {
    return await this.db.selectFrom('incidents')
      .select(['id', 'user_id', 'title', 'opened_at', 'escalation_policy_id', 'escalation_step', 'escalation_due_at'])
      .where('escalation_due_at', '<=', now).where('state', '=', 'open').where('snooze_until_recovery', '=', 0)
      .where((eb) => eb.or([eb('snoozed_until', 'is', null), eb('snoozed_until', '<=', now)]))
      .orderBy('escalation_due_at').orderBy('id').limit(limit).execute()
  }

  /**
   * Moves the incident from step `step` (due at `dueAt`) to the next, due at `nextDue` (null: the
   * last was taken). False when someone else took the step or the incident changed meanwhile.
   */
  async advance (incident: DueIncident, nextDue: string | null): Promise<boolean> {
    const done = await this.db.updateTable('incidents').set({ escalation_step: Number(incident.escalation_step) + 1, escalation_due_at: nextDue })
      .where('id', '=', incident.id).where('state', '=', 'open')
      .where('escalation_step', '=', Number(incident.escalation_step)).where('escalation_due_at', '=', incident.escalation_due_at!)
      .executeTakeFirst()
    return Number(done.numUpdatedRows) > 0
  }

  /** Ends an escalation that cannot go on (its policy is gone). */
  async stop (incident: DueIncident): Promise<void> {
    await this.db.updateTable('incidents').set({ escalation_due_at: null })
      .where('id', '=', incident.id).where('escalation_due_at', '=', incident.escalation_due_at!).execute()
  }

  /** The enabled channels among `ids` that `userId` owns, with their names. */
  async channelsOf (userId: string, ids: readonly string[]): Promise<Recipient[]> {
    if (ids.length === 0) return []
    const rows = await this.db.selectFrom('alert_channels').select(['id', 'name', 'kind'])
      .where('user_id', '=', userId).where('id', 'in', [...new Set(ids)]).where('enabled', '=', 1).orderBy('created_at').orderBy('id').execute()
    return rows.map((r) => ({ channelId: r.id, label: `${r.name} (${r.kind})` }))
  }

  /**
   * An on-call person's channels: their enabled alert channels, and their account e-mail unless
   * one of those already goes to it (its implicit channel row is kept up to date here).
   */
  async personalChannels (user: { id: string, name: string, email: string }, at: string): Promise<Recipient[]> {
    const own = await this.db.selectFrom('alert_channels').select(['id', 'name', 'kind', 'target'])
      .where('user_id', '=', user.id).where('enabled', '=', 1).where('id', 'not like', `${ACCOUNT_EMAIL_PREFIX}%`)
      .orderBy('created_at').orderBy('id').execute()
    const out = own.map((c) => ({ channelId: c.id, label: `${c.name} (${c.kind}) of ${user.name}` }))
    if (own.some((c) => c.kind === 'email' && c.target === user.email)) return out
    const id = `${ACCOUNT_EMAIL_PREFIX}${user.id}`
    const name = `${user.name} (account e-mail)`
    await this.db.insertInto('alert_channels')
      .values({ id, user_id: user.id, kind: 'email', name, target: user.email, secret: null, enabled: 0, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name, target: user.email, updated_at: at }))
      .execute()
    return [...out, { channelId: id, label: `${user.name}: ${user.email} (account e-mail)` }]
  }

  /** The step's message: an alert of the incident, queued for each channel. */
  async queue (incidentId: number, alert: { userId: string, title: string, message: string, payload: string, at: string }, channelIds: readonly string[]): Promise<void> {
    const row = await this.db.insertInto('alerts').values({
      user_id: alert.userId,
      kind: 'incident-escalation',
      group_key: `incident:${incidentId}`,
      occurred_at: alert.at,
      title: alert.title,
      message: alert.message,
      payload: alert.payload,
      created_at: alert.at
    }).returning('id').executeTakeFirstOrThrow()
    await this.db.insertInto('incident_alerts').values({ alert_id: Number(row.id), incident_id: incidentId }).execute()
    if (channelIds.length === 0) return
    await this.db.insertInto('alert_deliveries')
      .values([...new Set(channelIds)].map((channelId) => ({ alert_id: Number(row.id), channel_id: channelId, next_attempt_at: alert.at, created_at: alert.at })))
      .onConflict((oc) => oc.columns(['alert_id', 'channel_id']).doNothing())
      .execute()
  }
}
