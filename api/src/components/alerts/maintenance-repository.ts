// All SQL of maintenance windows (table maintenance_windows, migration 008).
import type { Kysely, Selectable } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { MaintenanceWindowsTable } from './tables'

export type MaintenanceRow = Selectable<MaintenanceWindowsTable> & { server_name: string | null, domain: string | null }

export class MaintenanceRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private detailed () {
    return this.db.selectFrom('maintenance_windows as m')
      .leftJoin('hosting_servers as s', 's.id', 'm.server_id')
      .leftJoin('domains as d', 'd.id', 'm.domain_id')
      .selectAll('m')
      .select(['s.name as server_name', 'd.domain'])
  }

  /**
   * One user's windows (or everyone's) that have not ended before `since`, soonest first: server
   * windows, and domain windows of the given super categories only.
   */
  async list (userId: string | undefined, since: string, superCategories: readonly SuperCategoryValue[]): Promise<MaintenanceRow[]> {
    let query = this.detailed().where('m.ends_at', '>=', since).orderBy('m.starts_at').orderBy('m.id')
      .where((eb) => eb.or([eb('m.domain_id', 'is', null), eb('d.super_category', 'in', [...superCategories])]))
    if (userId !== undefined) query = query.where('m.user_id', '=', userId)
    return await query.execute()
  }

  async findDetailed (id: string): Promise<MaintenanceRow | undefined> {
    return await this.detailed().where('m.id', '=', id).executeTakeFirst()
  }

  async find (id: string): Promise<Selectable<MaintenanceWindowsTable> | undefined> {
    return await this.db.selectFrom('maintenance_windows').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async insert (row: Selectable<MaintenanceWindowsTable>): Promise<void> {
    await this.db.insertInto('maintenance_windows').values(row).execute()
  }

  async delete (id: string): Promise<void> {
    await this.db.deleteFrom('maintenance_windows').where('id', '=', id).execute()
  }

  /** Windows of these users open at some time between `from` and `to` (the builder's batch). */
  async openBetween (userIds: readonly string[], from: string, to: string): Promise<Array<Selectable<MaintenanceWindowsTable>>> {
    if (userIds.length === 0) return []
    return await this.db.selectFrom('maintenance_windows').selectAll()
      .where('user_id', 'in', [...new Set(userIds)]).where('starts_at', '<=', to).where('ends_at', '>=', from).execute()
  }
}
