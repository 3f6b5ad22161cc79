// The status checks and failures of a whole scope (a super category, one user's or everyone's)
// per closed UTC day (history_scope_days): the roll-up adds each batch of series as it rolls a day
// up, so the overview's 30-day uptime trend reads 30 rows a scope, not 30 daily rows of every site.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { UptimeScope } from './scope-uptime-repository'

export interface ScopeDay {
  /** Start of the UTC day, epoch seconds. */
  day: number
  checks: number
  failures: number
}

export class ScopeDaysRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** Adds the daily roll-ups of `day` of the status series (lo, hi] to their scopes' day. */
  async addBatch (day: number, lo: number, hi: number): Promise<void> {
    await this.db.insertInto('history_scope_days')
      .columns(['super_category', 'user_id', 'day', 'checks', 'failures'])
      .expression((eb) => eb.selectFrom('history_daily as h')
        .innerJoin('history_series as s', 's.id', 'h.series_id')
        .innerJoin('domains as d', 'd.id', 's.domain_id')
        .where('s.type', '=', 'status').where('h.at', '=', day).where('s.id', '>', lo).where('s.id', '<=', hi)
        .groupBy(['d.super_category', 'd.user_id', 'h.at'])
        .select((x) => ['d.super_category', 'd.user_id', 'h.at', x.fn.sum<number>('h.checks').as('checks'), x.fn.sum<number>('h.failures').as('failures')]))
      .onConflict((oc) => oc.columns(['super_category', 'user_id', 'day']).doUpdateSet((eb) => ({
        checks: eb(eb.ref('history_scope_days.checks'), '+', eb.ref('excluded.checks')),
        failures: eb(eb.ref('history_scope_days.failures'), '+', eb.ref('excluded.failures'))
      })))
      .execute()
  }

  /** Days before `before` (epoch seconds) are past every window the overview shows. */
  async prune (before: number): Promise<void> {
    await this.db.deleteFrom('history_scope_days').where('day', '<', before).execute()
  }

  /** The scope's days from `from` (inclusive), oldest first; days without results are absent. */
  async days (scope: UptimeScope, from: number): Promise<ScopeDay[]> {
    const rows = await this.db.selectFrom('history_scope_days')
      .where('super_category', '=', scope.superCategory).where('day', '>=', from)
      .$if(scope.userId !== undefined, (q) => q.where('user_id', '=', scope.userId!))
      .groupBy('day').orderBy('day')
      .select((eb) => ['day', eb.fn.sum<number>('checks').as('checks'), eb.fn.sum<number>('failures').as('failures')])
      .execute()
    return rows.map((r) => ({ day: Number(r.day), checks: Number(r.checks), failures: Number(r.failures) }))
  }
}
