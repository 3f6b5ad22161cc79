// All SQL of the daily figures (table search_daily, migration 500): one row per property and
// day. A read replaces its range (delete and insert in one transaction, the caller's).
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { DayFigures } from './providers/provider'

const CHUNK = 150
/** Position × 100 fits a small integer: beyond 327.67 a site is nowhere anyway. */
const MAX_POSITION = 32_767

export interface Totals { clicks: number, impressions: number, /** impression-weighted, 0 when no impressions */ position: number }

/** Totals from summed columns (position stored ×100, weighted by impressions); null sums are 0. */
export function totalsOf (clicks: unknown, impressions: unknown, weighted: unknown): Totals {
  const i = Number(impressions ?? 0)
  return { clicks: Number(clicks ?? 0), impressions: i, position: i > 0 ? Number(weighted ?? 0) / i / 100 : 0 }
}

export class SearchDailyRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async replace (propertyId: number, from: number, to: number, rows: readonly DayFigures[]): Promise<void> {
    await this.db.deleteFrom('search_daily').where('property_id', '=', propertyId).where('day', '>=', from).where('day', '<=', to).execute()
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db.insertInto('search_daily').values(rows.slice(i, i + CHUNK).map((r) => ({
        property_id: propertyId, day: r.day, clicks: r.clicks, impressions: r.impressions, position: Math.min(MAX_POSITION, Math.round(r.position * 100))
      }))).execute()
    }
  }

  async prune (propertyId: number, before: number): Promise<void> {
    await this.db.deleteFrom('search_daily').where('property_id', '=', propertyId).where('day', '<', before).execute()
  }

  /** Sums per property over from..to. */
  async totals (propertyIds: readonly number[], from: number, to: number): Promise<Map<number, Totals>> {
    const out = new Map<number, Totals>()
    for (let i = 0; i < propertyIds.length; i += 500) {
      const rows = await this.db.selectFrom('search_daily')
        .select(['property_id', sql<string>`sum(clicks)`.as('clicks'), sql<string>`sum(impressions)`.as('impressions'), sql<string>`sum(position * impressions)`.as('weighted')])
        .where('property_id', 'in', propertyIds.slice(i, i + 500)).where('day', '>=', from).where('day', '<=', to)
        .groupBy('property_id').execute()
      for (const r of rows) out.set(Number(r.property_id), totalsOf(r.clicks, r.impressions, r.weighted))
    }
    return out
  }

  /**
   * Sums per property over two adjacent windows ending on `to`, `days` long each (the latest and
   * the one before), in one pass over the rows: one grouped query per chunk of properties. The
   * window's first day is inlined as a literal (an integer of ours), as in weekly().
   */
  async windows (propertyIds: readonly number[], to: number, days: number): Promise<{ now: Map<number, Totals>, before: Map<number, Totals> }> {
    const now = new Map<number, Totals>()
    const before = new Map<number, Totals>()
    const split = sql.lit(Math.trunc(to - days + 1))
    const part = (recent: boolean, column: 'clicks' | 'impressions' | 'weighted') => {
      const value = column === 'weighted' ? sql`position * impressions` : sql.ref(column)
      return recent ? sql<string>`sum(case when day >= ${split} then ${value} else 0 end)` : sql<string>`sum(case when day < ${split} then ${value} else 0 end)`
    }
    for (let i = 0; i < propertyIds.length; i += 500) {
      const rows = await this.db.selectFrom('search_daily')
        .select(['property_id', part(true, 'clicks').as('c1'), part(true, 'impressions').as('i1'), part(true, 'weighted').as('w1'),
          part(false, 'clicks').as('c0'), part(false, 'impressions').as('i0'), part(false, 'weighted').as('w0'), sql<string>`sum(case when day < ${split} then 1 else 0 end)`.as('n0'), sql<string>`sum(case when day >= ${split} then 1 else 0 end)`.as('n1')])
        .where('property_id', 'in', propertyIds.slice(i, i + 500)).where('day', '>', to - 2 * days).where('day', '<=', to)
        .groupBy('property_id').execute()
      for (const r of rows) {
        // A window without a row stays absent, as totals() leaves it.
        if (Number(r.n1) > 0) now.set(Number(r.property_id), totalsOf(r.c1, r.i1, r.w1))
        if (Number(r.n0) > 0) before.set(Number(r.property_id), totalsOf(r.c0, r.i0, r.w0))
      }
    }
    return { now, before }
  }

  /**
   * Clicks per 7-day week over the `weeks` weeks ending on `to`, oldest first, per property: one
   * grouped query per chunk of properties. `to` is inlined as a literal (an integer of ours) so
   * the grouping expression is the selected one on both databases.
   */
  async weekly (propertyIds: readonly number[], to: number, weeks: number): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>()
    const end = sql.lit(Math.trunc(to))
    const ago = sql<number>`(${end} - day) / 7`
    for (let i = 0; i < propertyIds.length; i += 500) {
      const ids = propertyIds.slice(i, i + 500)
      const rows = await this.db.selectFrom('search_daily')
        .select(['property_id', ago.as('ago'), sql<string>`sum(clicks)`.as('clicks')])
        .where('property_id', 'in', ids).where('day', '>', to - weeks * 7).where('day', '<=', to)
        .groupBy(['property_id', ago]).execute()
      for (const id of ids) out.set(id, new Array<number>(weeks).fill(0))
      for (const r of rows) out.get(Number(r.property_id))![weeks - 1 - Number(r.ago)] = Number(r.clicks ?? 0)
    }
    return out
  }

  async series (propertyId: number, from: number, to: number): Promise<Array<{ day: number, clicks: number, impressions: number, position: number }>> {
    const rows = await this.db.selectFrom('search_daily').select(['day', 'clicks', 'impressions', 'position'])
      .where('property_id', '=', propertyId).where('day', '>=', from).where('day', '<=', to).orderBy('day').execute()
    return rows.map((r) => ({ day: Number(r.day), clicks: Number(r.clicks), impressions: Number(r.impressions), position: Number(r.position) / 100 }))
  }
}
