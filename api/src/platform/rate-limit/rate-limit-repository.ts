// All SQL of the sign-in limits (table rate_limits). Every count is ONE upsert that returns the
// new state, so concurrent requests on any number of api replicas never both slip under a limit.
// Times are ISO-8601 UTC text, which compares correctly as text on both databases.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'

export interface WindowCount {
  hits: number
  /** When the current window began. */
  windowStart: string
}

export class RateLimitRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /**
   * Counts one request in a fixed window: a window that began at or before `windowStartsAfter`
   * is over, and this request starts the next one.
   */
  async hit (key: string, now: string, windowStartsAfter: string): Promise<WindowCount> {
    const over = sql<boolean>`${sql.ref('rate_limits.window_start')} <= ${windowStartsAfter}`
    const row = await this.db.insertInto('rate_limits')
      .values({ key, hits: 1, window_start: now, blocked_until: null, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${over} then 1 else ${sql.ref('rate_limits.hits')} + 1 end`,
        window_start: sql<string>`case when ${over} then ${now} else ${sql.ref('rate_limits.window_start')} end`,
        updated_at: now
      }))
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow()
    return { hits: Number(row.hits), windowStart: row.window_start }
  }

  /**
   * Takes an attempt of a run unless the run is blocked now. The attempt counts as a failure
   * until `clear` says it succeeded; a run last touched before `staleBefore` starts again. After
   * the nth attempt the run is blocked until `blockAfter[n - 1]` (null: not blocked; past the
   * end of the list: its last entry). Returns the attempt's number, or undefined when blocked.
   */
  async attempt (key: string, now: string, staleBefore: string, blockAfter: Array<string | null>): Promise<number | undefined> {
    const stale = sql<boolean>`${sql.ref('rate_limits.updated_at')} < ${staleBefore}`
    const next = sql<number>`(case when ${stale} then 1 else ${sql.ref('rate_limits.hits')} + 1 end)`
    const until = sql<string | null>`case ${next} ${sql.join(blockAfter.slice(0, -1).map((at, i) => sql`when ${sql.lit(i + 1)} then ${at}`), sql` `)} else ${blockAfter.at(-1) ?? null} end`
    const row = await this.db.insertInto('rate_limits')
      .values({ key, hits: 1, window_start: now, blocked_until: blockAfter[0] ?? null, updated_at: now })
      .onConflict((oc) => oc.column('key')
        .doUpdateSet({
          hits: next,
          window_start: sql<string>`case when ${stale} then ${now} else ${sql.ref('rate_limits.window_start')} end`,
          blocked_until: until,
          updated_at: now
        })
        .where((eb) => eb.or([eb('rate_limits.blocked_until', 'is', null), eb('rate_limits.blocked_until', '<=', now)])))
      .returning('hits')
      .executeTakeFirst()
    return row === undefined ? undefined : Number(row.hits)
  }

  async blockedUntil (key: string): Promise<string | null> {
    const row = await this.db.selectFrom('rate_limits').select('blocked_until').where('key', '=', key).executeTakeFirst()
    return row?.blocked_until ?? null
  }

  /** Ends a run (its attempt succeeded). */
  async clear (keys: string[]): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', 'in', keys).execute()
  }

  /** Deletes rows untouched since `before` that block nothing any more; returns how many. */
  async prune (before: string, now: string): Promise<number> {
    const result = await this.db.deleteFrom('rate_limits')
      .where('updated_at', '<', before)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now)]))
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
