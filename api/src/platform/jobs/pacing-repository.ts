// All SQL of shared pacing (table pacing, migration 007): one "next allowed time" per paced
// outside service. A turn is reserved by ONE conditional UPDATE, so workers on PostgreSQL (row
// lock) or SQLite (one writer) never get the same turn, and N workers pace as one stream.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export class PacingRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /**
   * Reserves the next turn of `key` if it starts within `horizonMs` of `nowMs`: the turn is the
   * later of now and the stored next time, and the next one is `spacingMs` after it. Returns the
   * turn's time, or null when the next turn is further off (nothing reserved).
   */
  async reserve (key: string, spacingMs: number, nowMs: number, horizonMs: number): Promise<number | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await this.db.updateTable('pacing')
        .set((eb) => ({
          next_at: eb(eb.case().when('next_at', '<', nowMs).then(nowMs).else(eb.ref('next_at')).end(), '+', spacingMs)
        }))
        .where('key', '=', key)
        .where('next_at', '<=', nowMs + horizonMs)
        .returning('next_at')
        .executeTakeFirst()
      if (row !== undefined) return Number(row.next_at) - spacingMs
      // No row updated: the service was never paced (create its row, then reserve), or its next
      // turn is beyond the horizon (the insert is a no-op and the second try finds nothing).
      if (attempt === 0) {
        await this.db.insertInto('pacing').values({ key, next_at: 0 })
          .onConflict((oc) => oc.column('key').doNothing()).execute()
      }
    }
    return null
  }

  /** When `key`'s next turn starts (epoch ms; 0 when it was never used). */
  async nextAt (key: string): Promise<number> {
    const row = await this.db.selectFrom('pacing').select('next_at').where('key', '=', key).executeTakeFirst()
    return row === undefined ? 0 : Number(row.next_at)
  }

  /** No turn of `key` before `untilMs` (a 429 with Retry-After). */
  async pushBack (key: string, untilMs: number): Promise<void> {
    await this.db.insertInto('pacing').values({ key, next_at: untilMs })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({
        next_at: eb.case().when('pacing.next_at', '<', untilMs).then(untilMs).else(eb.ref('pacing.next_at')).end()
      })))
      .execute()
  }
}
