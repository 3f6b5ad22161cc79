// All SQL of incidents, their alerts and their timeline (tables.ts). State changes are
// conditional updates (acknowledge only what is open, resolve only what is not resolved), so two
// people or two workers acting at once change an incident once.
import type { Kysely, Selectable } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { type IncidentsTable, type IncidentState, type IncidentTimelineTable, type TimelineKind } from './tables'

export type IncidentRow = Selectable<IncidentsTable>
export type TimelineRow = Selectable<IncidentTimelineTable>

export interface NewIncident {
  userId: string
  causeKey: string
  kind: string
  title: string
  superCategory: SuperCategoryValue | null
  at: string
}

export interface IncidentDelivery {
  alert_id: number
  channel_name: string
  channel_kind: string
  state: string
  attempts: number
  delivered_at: string | null
  last_error: string | null
}

const NO_ESCALATION = { escalation_policy_id: null, escalation_step: null, escalation_due_at: null }

/** Open first, then acknowledged, then resolved; newest first within each. */
const STATE_ORDER: Record<IncidentState, number> = { open: 0, acknowledged: 1, resolved: 2 }

export class IncidentRepository {
  private readonly db: Kysely<Database>

  constructor (db: Kysely<Database>) {
    this.db = db
  }

  /** The latest incident of one cause, whatever its state. */
  async latestOfCause (userId: string, causeKey: string): Promise<IncidentRow | undefined> {
    return await this.db.selectFrom('incidents').selectAll().where('user_id', '=', userId).where('cause_key', '=', causeKey)
      .orderBy('opened_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
  }

  async insert (incident: NewIncident): Promise<number> {
    const row = await this.db.insertInto('incidents').values({
      user_id: incident.userId,
      cause_key: incident.causeKey,
      kind: incident.kind,
      title: incident.title,
      super_category: incident.superCategory,
      state: 'open',
      opened_at: incident.at,
      last_alert_at: incident.at
    }).returning('id').executeTakeFirstOrThrow()
    return Number(row.id)
  }

  async linkAlert (incidentId: number, alertId: number, at: string): Promise<void> {
    await this.db.insertInto('incident_alerts').values({ alert_id: alertId, incident_id: incidentId }).execute()
    await this.db.updateTable('incidents').set({ last_alert_at: at }).where('id', '=', incidentId).execute()
  }

  async addTimeline (incidentId: number, kind: TimelineKind, actor: string, at: string, text = ''): Promise<void> {
    await this.db.insertInto('incident_timeline').values({ incident_id: incidentId, kind, actor, at, text: text.slice(0, 2000) }).execute()
  }

  /** A resolved incident open again: its acknowledgement and resolution are history (the timeline keeps them). */
  async reopen (id: number): Promise<void> {
    await this.db.updateTable('incidents')
      .set({ state: 'open', acknowledged_at: null, acknowledged_by: null, resolved_at: null, resolved_by: null, snoozed_until: null, snooze_until_recovery: 0, snooze_reason: null, ...NO_ESCALATION })
      .where('id', '=', id).where('state', '=', 'resolved').execute()
  }

  /** Open → acknowledged; false when it was not open (already acknowledged, or resolved). */
  async acknowledge (id: number, by: string, at: string): Promise<boolean> {
    const done = await this.db.updateTable('incidents').set({ state: 'acknowledged', acknowledged_at: at, acknowledged_by: by, escalation_due_at: null })
      .where('id', '=', id).where('state', '=', 'open').executeTakeFirst()
    return Number(done.numUpdatedRows) > 0
  }

  /** Any state but resolved → resolved (a snooze ends with it); false when it already was. */
  async resolve (id: number, by: string, at: string): Promise<boolean> {
    const done = await this.db.updateTable('incidents')
      .set({ state: 'resolved', resolved_at: at, resolved_by: by, snoozed_until: null, snooze_until_recovery: 0, snooze_reason: null, escalation_due_at: null })
      .where('id', '=', id).where('state', '!=', 'resolved').executeTakeFirst()
    return Number(done.numUpdatedRows) > 0
  }

  async snooze (id: number, until: string | null, untilRecovery: boolean, reason: string): Promise<boolean> {
    const done = await this.db.updateTable('incidents').set({ snoozed_until: until, snooze_until_recovery: untilRecovery ? 1 : 0, snooze_reason: reason })
      .where('id', '=', id).where('state', '!=', 'resolved').executeTakeFirst()
    return Number(done.numUpdatedRows) > 0
  }

  /** Escalation from its first step on, due at `dueAt`. */
  async startEscalation (id: number, policyId: string, dueAt: string): Promise<void> {
    await this.db.updateTable('incidents').set({ escalation_policy_id: policyId, escalation_step: 0, escalation_due_at: dueAt }).where('id', '=', id).execute()
  }

  /** A snooze moves the next escalation step by its length. */
  async moveEscalation (id: number, dueAt: string): Promise<void> {
    await this.db.updateTable('incidents').set({ escalation_due_at: dueAt }).where('id', '=', id).where('escalation_due_at', 'is not', null).execute()
  }

  async findById (id: number): Promise<IncidentRow | undefined> {
    return await this.db.selectFrom('incidents').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** One user's incidents (every user's: undefined) of these super categories, open first. */
  async list (userId: string | undefined, superCategories: readonly SuperCategoryValue[], limit: number): Promise<IncidentRow[]> {
    const page = async (state: IncidentState, n: number) => n <= 0
      ? []
      : await this.db.selectFrom('incidents').selectAll()
        .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
        .where('state', '=', state)
        .where((eb) => eb.or([eb('super_category', 'is', null), eb('super_category', 'in', [...superCategories])]))
        .orderBy('opened_at', 'desc').orderBy('id', 'desc').limit(n).execute()
    const rows: IncidentRow[] = []
    for (const state of Object.keys(STATE_ORDER) as IncidentState[]) rows.push(...await page(state, limit - rows.length))
    return rows
  }

  async timeline (id: number): Promise<TimelineRow[]> {
    return await this.db.selectFrom('incident_timeline').selectAll().where('incident_id', '=', id).orderBy('at').orderBy('id').execute()
  }

  /** The outbox's deliveries of the incident's alerts, with their channel. */
  async deliveries (id: number): Promise<IncidentDelivery[]> {
    return await this.db.selectFrom('incident_alerts as ia')
      .innerJoin('alert_deliveries as d', 'd.alert_id', 'ia.alert_id')
      .innerJoin('alert_channels as c', 'c.id', 'd.channel_id')
      .select(['d.alert_id', 'c.name as channel_name', 'c.kind as channel_kind', 'd.state', 'd.attempts', 'd.delivered_at', 'd.last_error'])
      .where('ia.incident_id', '=', id).orderBy('d.id').limit(500).execute()
  }

  /** Incidents opened in [from, to) of one user (every user's: undefined), for MTTA and MTTR. */
  async openedBetween (userId: string | undefined, superCategories: readonly SuperCategoryValue[], from: string, to: string): Promise<Array<Pick<IncidentRow, 'opened_at' | 'acknowledged_at' | 'resolved_at'>>> {
    return await this.db.selectFrom('incidents').select(['opened_at', 'acknowledged_at', 'resolved_at'])
      .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
      .where((eb) => eb.or([eb('super_category', 'is', null), eb('super_category', 'in', [...superCategories])]))
      .where('opened_at', '>=', from).where('opened_at', '<', to).limit(100_000).execute()
  }
}
