// All SQL of on-call rotations and their overrides (migration 400). A rotation belongs to one
// user (its owner); its members and overrides name users, who are notified when on call.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import type { OncallOverridesTable, OncallRotationsTable } from '../tables'

export type RotationRow = Selectable<OncallRotationsTable>
export type OverrideRow = Selectable<OncallOverridesTable>

/** Overrides a rotation keeps that have not ended: bounded, so a schedule reads a bounded list. */
export const MAX_OVERRIDES = 200

export class RotationRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** One user's rotations, or (undefined) everyone's, by name. */
  async list (userId: string | undefined): Promise<RotationRow[]> {
    return await this.db.selectFrom('oncall_rotations').selectAll()
      .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
      .orderBy('name').orderBy('id').limit(1000).execute()
  }

  async find (id: string): Promise<RotationRow | undefined> {
    return await this.db.selectFrom('oncall_rotations').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async findMany (ids: readonly string[]): Promise<RotationRow[]> {
    if (ids.length === 0) return []
    return await this.db.selectFrom('oncall_rotations').selectAll().where('id', 'in', [...new Set(ids)]).execute()
  }

  async insert (row: RotationRow): Promise<void> {
    await this.db.insertInto('oncall_rotations').values(row).execute()
  }

  async update (row: RotationRow): Promise<void> {
    const { id, user_id: _owner, created_at: _created, ...fields } = row
    await this.db.updateTable('oncall_rotations').set(fields).where('id', '=', id).execute()
  }

  /** Its overrides go with it (foreign keys cascade). */
  async delete (id: string): Promise<void> {
    await this.db.deleteFrom('oncall_overrides').where('rotation_id', '=', id).execute()
    await this.db.deleteFrom('oncall_rotations').where('id', '=', id).execute()
  }

  /** The overrides of these rotations that end after `since`, earliest first. */
  async overridesOf (rotationIds: readonly string[], since: string): Promise<OverrideRow[]> {
    if (rotationIds.length === 0) return []
    return await this.db.selectFrom('oncall_overrides').selectAll()
      .where('rotation_id', 'in', [...new Set(rotationIds)]).where('ends_at', '>', since)
      .orderBy('starts_at').orderBy('id').limit(MAX_OVERRIDES * rotationIds.length).execute()
  }

  async insertOverride (row: OverrideRow): Promise<void> {
    await this.db.insertInto('oncall_overrides').values(row).execute()
  }

  async findOverride (rotationId: string, id: string): Promise<OverrideRow | undefined> {
    return await this.db.selectFrom('oncall_overrides').selectAll().where('rotation_id', '=', rotationId).where('id', '=', id).executeTakeFirst()
  }

  async deleteOverride (id: string): Promise<void> {
    await this.db.deleteFrom('oncall_overrides').where('id', '=', id).execute()
  }

  /** Users by id, with their account e-mail (the implicit channel of an on-call person). */
  async users (ids: readonly string[]): Promise<Array<{ id: string, name: string, email: string }>> {
    if (ids.length === 0) return []
    return await this.db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', [...new Set(ids)]).execute()
  }
}
