// All SQL of the per-property roll-ups (table search_rollups, migration 700): the sums of the
// 28 final days and the 28 before, and the clicks of the last 7 and the 7 before, written by the
// sync in the transaction that writes the days, so reading the portfolio does not sum every
// property's days per request. A roll-up counts only while it is through its property's current
// final day; the readers sum the days (SearchDailyRepository.windows) for the others.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { type Totals, totalsOf } from './daily-repository'

/** The table's window, and the overview card's. */
export const ROLLUP_DAYS = 28
export const ROLLUP_WEEK_DAYS = 7
const CHUNK = 500

export interface Rollup { now: Totals, before: Totals, weekClicks: number, weekClicksBefore: number }

/** A roll-up's columns as a query joining search_rollups selects them (null: no current roll-up). */
export interface RollupColumns { r_clicks: unknown, r_impressions: unknown, r_weighted: unknown, r_clicks_before: unknown, r_impressions_before: unknown, r_weighted_before: unknown, r_week_clicks: unknown, r_week_clicks_before: unknown }
/** Those columns, for a select joining `search_rollups as r`. */
export const ROLLUP_COLUMNS = ['r.clicks as r_clicks', 'r.impressions as r_impressions', 'r.weighted as r_weighted', 'r.clicks_before as r_clicks_before',
  'r.impressions_before as r_impressions_before', 'r.weighted_before as r_weighted_before', 'r.week_clicks as r_week_clicks', 'r.week_clicks_before as r_week_clicks_before'] as const

export function rollupOf (r: RollupColumns): Rollup | null {
  if (r.r_clicks === null || r.r_clicks === undefined) return null
  return {
    now: totalsOf(r.r_clicks, r.r_impressions, r.r_weighted),
    before: totalsOf(r.r_clicks_before, r.r_impressions_before, r.r_weighted_before),
    weekClicks: Number(r.r_week_clicks),
    weekClicksBefore: Number(r.r_week_clicks_before)
  }
}

export class SearchRollupRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /**
   * Sums the days of the properties given into their roll-ups through `through` (their final
   * day), replacing what was there: one grouped statement per chunk. Every property given gets
   * a row, zeros when it has no day in the windows. The days are inlined as literals (integers
   * of ours) so PostgreSQL types them as the columns.
   */
  async refresh (propertyIds: readonly number[], through: number): Promise<void> {
    const to = Math.trunc(through)
    const split = sql.lit(to - ROLLUP_DAYS + 1)
    const week = sql.lit(to - ROLLUP_WEEK_DAYS + 1)
    const weekBefore = sql.lit(to - 2 * ROLLUP_WEEK_DAYS + 1)
    const sum = (when: ReturnType<typeof sql>, value: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${when} then ${value} else 0 end), 0)`
    const weighted = sql`cast(d.position as bigint) * d.impressions`
    for (let i = 0; i < propertyIds.length; i += CHUNK) {
      const ids = propertyIds.slice(i, i + CHUNK)
      const select = this.db.selectFrom('search_properties as p')
        .leftJoin('search_daily as d', (join) => join.onRef('d.property_id', '=', 'p.id').on('d.day', '>', to - 2 * ROLLUP_DAYS).on('d.day', '<=', to))
        .select([
          'p.id',
          sql.lit(to).as('through'),
          sum(sql`d.day >= ${split}`, sql`d.clicks`).as('clicks'),
          sum(sql`d.day >= ${split}`, sql`d.impressions`).as('impressions'),
          sum(sql`d.day >= ${split}`, weighted).as('weighted'),
          sum(sql`d.day < ${split}`, sql`d.clicks`).as('clicks_before'),
          sum(sql`d.day < ${split}`, sql`d.impressions`).as('impressions_before'),
          sum(sql`d.day < ${split}`, weighted).as('weighted_before'),
          sum(sql`d.day >= ${week}`, sql`d.clicks`).as('week_clicks'),
          sum(sql`d.day >= ${weekBefore} and d.day < ${week}`, sql`d.clicks`).as('week_clicks_before')
        ])
        .where('p.id', 'in', ids).groupBy('p.id')
      await this.db.insertInto('search_rollups')
        .columns(['property_id', 'through', 'clicks', 'impressions', 'weighted', 'clicks_before', 'impressions_before', 'weighted_before', 'week_clicks', 'week_clicks_before'])
        .expression(select)
        .onConflict((oc) => oc.column('property_id').doUpdateSet((eb) => ({
          through: eb.ref('excluded.through'),
          clicks: eb.ref('excluded.clicks'),
          impressions: eb.ref('excluded.impressions'),
          weighted: eb.ref('excluded.weighted'),
          clicks_before: eb.ref('excluded.clicks_before'),
          impressions_before: eb.ref('excluded.impressions_before'),
          weighted_before: eb.ref('excluded.weighted_before'),
          week_clicks: eb.ref('excluded.week_clicks'),
          week_clicks_before: eb.ref('excluded.week_clicks_before')
        })))
        .execute()
    }
  }

  /** The roll-ups of an account's properties go with them. */
  async deleteOfAccount (accountId: string): Promise<void> {
    await this.db.deleteFrom('search_rollups').where('property_id', 'in', (eb) => eb.selectFrom('search_properties').select('id').where('account_id', '=', accountId)).execute()
  }
}
