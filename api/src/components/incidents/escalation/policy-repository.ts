// All SQL of escalation policies (migration 400). A policy belongs to one user; a user's alert
// rules name the one their incidents escalate with (alert_preferences.escalation_policy_id).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import type { EscalationPoliciesTable } from '../tables'

export type PolicyRow = Selectable<EscalationPoliciesTable>

export interface EscalationStep {
  afterMinutes: number
  channelIds: string[]
  rotationIds: string[]
}

export function stepsOf (row: Pick<PolicyRow, 'steps'>): EscalationStep[] {
  return JSON.parse(row.steps) as EscalationStep[]
}

export class PolicyRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async list (userId: string | undefined): Promise<PolicyRow[]> {
    return await this.db.selectFrom('escalation_policies').selectAll()
      .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
      .orderBy('name').orderBy('id').limit(1000).execute()
  }

  async find (id: string): Promise<PolicyRow | undefined> {
    return await this.db.selectFrom('escalation_policies').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async insert (row: PolicyRow): Promise<void> {
    await this.db.insertInto('escalation_policies').values(row).execute()
  }

  async update (row: PolicyRow): Promise<void> {
    await this.db.updateTable('escalation_policies').set({ name: row.name, steps: row.steps, repeats: row.repeats, updated_at: row.updated_at }).where('id', '=', row.id).execute()
  }

  /** Rules naming it name none afterwards; incidents escalating with it stop at their next step. */
  async delete (id: string): Promise<void> {
    await this.db.updateTable('alert_preferences').set({ escalation_policy_id: null }).where('escalation_policy_id', '=', id).execute()
    await this.db.deleteFrom('escalation_policies').where('id', '=', id).execute()
  }

  /** The ids among `ids` of channels owned by `userId`. */
  async ownChannels (userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set()
    const rows = await this.db.selectFrom('alert_channels').select('id').where('user_id', '=', userId).where('id', 'in', [...new Set(ids)]).execute()
    return new Set(rows.map((r) => r.id))
  }

  /** The ids among `ids` of rotations owned by `userId`. */
  async ownRotations (userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set()
    const rows = await this.db.selectFrom('oncall_rotations').select('id').where('user_id', '=', userId).where('id', 'in', [...new Set(ids)]).execute()
    return new Set(rows.map((r) => r.id))
  }
}
