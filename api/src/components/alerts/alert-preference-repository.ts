// All SQL of alert preferences (table alert_preferences, migration 008): one row per user, or
// none (the defaults).
import type { Kysely, Selectable } from 'kysely'
import type { AlertPreferencesTable } from './tables'
import type { Database } from '../../platform/db/schema'

export type PreferenceRow = Selectable<AlertPreferencesTable>

export class AlertPreferenceRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async find (userId: string): Promise<PreferenceRow | undefined> {
    return await this.db.selectFrom('alert_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst()
  }

  async findMany (userIds: readonly string[]): Promise<PreferenceRow[]> {
    if (userIds.length === 0) return []
    return await this.db.selectFrom('alert_preferences').selectAll().where('user_id', 'in', [...new Set(userIds)]).execute()
  }

  /** Users who asked for a daily digest (the digest check looks at their local hour). */
  async withDigest (): Promise<PreferenceRow[]> {
    return await this.db.selectFrom('alert_preferences').selectAll().where('digest_hour', 'is not', null).execute()
  }

  async save (row: PreferenceRow): Promise<void> {
    const fields = {
      routes: row.routes,
      categories: row.categories,
      quiet_start: row.quiet_start,
      quiet_end: row.quiet_end,
      timezone: row.timezone,
      digest_hour: row.digest_hour,
      escalation_policy_id: row.escalation_policy_id,
      updated_at: row.updated_at
    }
    await this.db.insertInto('alert_preferences').values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(fields)).execute()
  }
}
