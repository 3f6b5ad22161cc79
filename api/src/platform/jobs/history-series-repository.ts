// The check history as the job runtime writes it (migration 060): each domain check's result is
// one raw row (history_raw) of the domain's series for that type (history_series), written in the
// transaction that records the result. Rolling raw rows up, reading and pruning them is the
// history component's (components/history/history-repository.ts). Times are epoch seconds.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export interface RawRow {
  at: number
  code: number | null
  ms: number | null
  error: string | null
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
}
