// The SQL of the checks' backlog figures (for /metrics and the round watch): how many rows of a
// type are due, counted on the (type, due_at) index and capped, so a backlog of any size costs a
// bounded walk, and since when the longest-waiting one has been due.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { DUE_FIRST, DUE_NOW } from './check-repository'

/** How many rows due at each marker the oldest-overdue figure reads (see oldestOverdue). */
const OVERDUE_SAMPLE = 200

export class CheckBacklogRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async dueCount (type: string, now: string, cap: number): Promise<number> {
    const due = this.db.selectFrom('checks').select('domain_id').where('type', '=', type).where('due_at', '<=', now).limit(cap).as('due')
    const row = await this.db.selectFrom(due).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /**
   * Since when the longest-waiting overdue check of `types` has been due (null when none is).
   * A new domain's row is due "since forever" (DUE_NOW), and a row made to jump the queue since
   * before its last run (DUE_FIRST): each counts from its domain's saving or its last run instead.
   *
   * Read from the claim index, never by visiting every overdue row: right after a big import all
   * rows are overdue (a min over 42,000 of them joined to their domains took 2.5 s, blocking
   * SQLite's one writer). Rows with a real due time: the first one in the index. Rows due at a
   * marker: the first OVERDUE_SAMPLE of each marker in claim order, which are the next to run
   * and were saved with the rest of their import; a marker row outside that sample can only be
   * older when domains were saved at different times and the worker is too far behind to have
   * reached the earlier ones, and then the sample already shows the round is behind.
   */
  async oldestOverdue (types: readonly string[], now: string): Promise<string | null> {
    const found: string[] = []
    for (const type of types) {
      const timed = await this.db.selectFrom('checks').select((eb) => eb.fn.min<string | null>('due_at').as('since'))
        .where('type', '=', type).where('due_at', '>', DUE_NOW).where('due_at', '<=', now)
        .executeTakeFirst()
      if (timed?.since != null) found.push(timed.since)
      for (const marker of [DUE_FIRST, DUE_NOW]) {
        const head = this.db.selectFrom('checks').select(['domain_id', 'last_run_at'])
          .where('type', '=', type).where('due_at', '=', marker)
          .orderBy('domain_id').limit(OVERDUE_SAMPLE).as('c')
        const sampled = await this.db.selectFrom(head).innerJoin('domains as d', 'd.id', 'c.domain_id')
          .select((eb) => eb.fn.min<string | null>(eb.fn.coalesce('c.last_run_at', 'd.created_at')).as('since'))
          .executeTakeFirst()
        if (sampled?.since != null) found.push(sampled.since)
      }
    }
    return found.length === 0 ? null : found.reduce((a, b) => (b < a ? b : a))
  }
}
