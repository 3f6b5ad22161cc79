// The check history as the job runtime writes it (migration 060): each domain check's result is
// one raw row (history_raw) of the domain's series for that type (history_series), written in the
// transaction that records the result. Rolling raw rows up, reading and pruning them is the
// history component's (components/history/history-repository.ts). Times are epoch seconds.
// Each recorded result is also counted per type, scope and hour (history_scope_hours, migration
// 150), so a scope's uptime is read from a few rows instead of every site's series.
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Database, HistoryRawTable, HistoryScopeHoursTable } from '../db/schema'

export type RawRow = Omit<Selectable<HistoryRawTable>, 'series_id'>

/** Whose a result is and when, for its hour's count. */
export interface CountedResult {
  type: string
  superCategory: string
  userId: string
  at: number
  failed: boolean
}

/** The results of a batch summed by type, scope and hour: one upsert per row, not per result. */
function countByHour (results: readonly CountedResult[]): HistoryScopeHoursTable[] {
  const rows = new Map<string, HistoryScopeHoursTable>()
  for (const r of results) {
    const hour = Math.floor(r.at / 3600) * 3600
    const key = JSON.stringify([r.type, r.superCategory, r.userId, hour])
    const row = rows.get(key) ?? { type: r.type, super_category: r.superCategory, user_id: r.userId, hour, checks: 0, failures: 0, first_at: r.at }
    row.checks++
    if (r.failed) row.failures++
    row.first_at = Math.min(row.first_at, r.at)
    rows.set(key, row)
  }
  // In key order: two workers' batches lock the same rows in the same order (no deadlock).
  return [...rows].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([, row]) => row)
}

export class HistorySeriesRepository {
  constructor (protected readonly db: Kysely<Database>) {}

  /** The series id of a domain's check type, created on first use. */
  async seriesId (domainId: string, type: string): Promise<number> {
    const found = await this.findSeries(domainId, type)
    if (found !== undefined) return found
    await this.db.insertInto('history_series').values({ domain_id: domainId, type })
      .onConflict((oc) => oc.columns(['domain_id', 'type']).doNothing()).execute()
    const created = await this.findSeries(domainId, type)
    if (created === undefined) throw new Error('history series vanished')
    return created
  }

  async findSeries (domainId: string, type: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('history_series').select('id')
      .where('domain_id', '=', domainId).where('type', '=', type).executeTakeFirst()
    return row === undefined ? undefined : Number(row.id)
  }

  /** One result; a second one in the same second replaces it (one row per series and second). */
  async insertRaw (seriesId: number, row: RawRow): Promise<void> {
    const values = { series_id: seriesId, at: row.at, code: row.code, ms: row.ms, error: row.error }
    await this.db.insertInto('history_raw').values(values)
      .onConflict((oc) => oc.columns(['series_id', 'at']).doUpdateSet({ code: row.code, ms: row.ms, error: row.error }))
      .execute()
  }

  /** Failures of a domain's results in `hour` were forgiven (regional): the card takes them back. */
  async forgiveFailures (domainId: string, hour: number, failures: number): Promise<void> {
    await this.db.insertInto('history_scope_forgiven').values({ domain_id: domainId, hour, failures })
      .onConflict((oc) => oc.columns(['domain_id', 'hour']).doUpdateSet((eb) => ({
        failures: eb(eb.ref('history_scope_forgiven.failures'), '+', eb.ref('excluded.failures'))
      })))
      .execute()
  }

  /**
   * Adds results to their hours' counts, in the transaction that records them. Only recording
   * writes these rows (a forgiven failure goes to its domain's own row), always in key order, so
   * two workers' batches may wait on each other here but never deadlock. A second result in the
   * same second replaces the first raw row but is counted twice here: the hour's count is
   * replaced by the roll-up's when its pass ends (history_scope_totals), an hour at most.
   */
  async countResults (results: readonly CountedResult[]): Promise<void> {
    for (const row of countByHour(results)) {
      await this.db.insertInto('history_scope_hours').values(row)
        .onConflict((oc) => oc.columns(['type', 'super_category', 'user_id', 'hour']).doUpdateSet((eb) => ({
          checks: eb(eb.ref('history_scope_hours.checks'), '+', eb.ref('excluded.checks')),
          failures: eb(eb.ref('history_scope_hours.failures'), '+', eb.ref('excluded.failures')),
          first_at: sql<number>`case when excluded.first_at < history_scope_hours.first_at then excluded.first_at else history_scope_hours.first_at end`
        })))
        .execute()
    }
  }
}
