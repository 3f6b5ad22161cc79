// The SQL of the checks' figures for /metrics: how many rows of a type are due, counted on the
// (type, due_at) index and capped, so a backlog of any size costs a bounded walk.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export class CheckBacklogRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async dueCount (type: string, now: string, cap: number): Promise<number> {
    const due = this.db.selectFrom('checks').select('domain_id').where('type', '=', type).where('due_at', '<=', now).limit(cap).as('due')
    const row = await this.db.selectFrom(due).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
    return Number(row.n)
  }
}
