// All SQL of installation-wide state (table system_state, migration 008): a few named values the
// workers share, such as whether Sitefleet itself is offline.
import type { Kysely } from 'kysely'
import type { Database } from './schema'

export class SystemStateRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async get (key: string): Promise<string | undefined> {
    return (await this.find(key))?.value
  }

  /** The value and when it was set. */
  async find (key: string): Promise<{ value: string, updated_at: string } | undefined> {
    return await this.db.selectFrom('system_state').select(['value', 'updated_at']).where('key', '=', key).executeTakeFirst()
  }

  /**
   * Sets `key` to `value` unless it already is; true when this call changed it (so of several
   * workers deciding at once, one acts on the change).
   */
  async change (key: string, value: string, now: string): Promise<boolean> {
    const updated = await this.db.updateTable('system_state').set({ value, updated_at: now })
      .where('key', '=', key).where('value', '!=', value).executeTakeFirst()
    if (Number(updated.numUpdatedRows) > 0) return true
    const inserted = await this.db.insertInto('system_state').values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
  }
}
