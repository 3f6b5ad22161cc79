// What each location saw: every result of a location, while locations are in play, is
// one raw row of the domain's series for that location (history type `status@<locationId>`,
// rolled up and pruned like every series), counted in the location's minute (the admin screen's
// figures and its self-check) and kept as its latest for the domain (the status errors screen).
// A regional failure is forgiven in the domain's own status series: uptime counts confirmed
// downtime only, while the location's own series keeps what it saw.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { HistorySeriesRepository } from '../../platform/jobs/history-series-repository'
import { toEpoch } from '../../platform/lib/calendar'
import { LocationsRepository } from './locations-repository'

export interface LocationReading {
  statusCode: number
  responseMs: number | null
  error: string | null
}

export const locationSeriesType = (locationId: string): string => `status@${locationId}`
export const LOCATION_SERIES_PREFIX = 'status@'

export class LocationResults {
  constructor (private readonly db: Kysely<Database>) {}

  async note (domainId: string, locationId: string, reading: LocationReading, at: string, lagMs: number): Promise<void> {
    const failed = reading.statusCode !== 200
    const series = new HistorySeriesRepository(this.db)
    const seriesId = await series.seriesId(domainId, locationSeriesType(locationId))
    await series.insertRaw(seriesId, {
      at: toEpoch(at),
      code: reading.statusCode,
      ms: reading.responseMs === null ? null : Math.round(reading.responseMs),
      error: failed ? (reading.error ?? `HTTP ${reading.statusCode}`).slice(0, 1000) : null
    })
    const locations = new LocationsRepository(this.db)
    await locations.addMinute(locationId, Math.floor(toEpoch(at) / 60) * 60, 1, failed ? 1 : 0, lagMs)
    await locations.saveLatest(domainId, locationId, at, failed)
  }

  /** The domain's status results since `since` count as up (`code`): the failure was regional. */
  async forgive (domainId: string, since: string, code: number): Promise<void> {
    const series = new HistorySeriesRepository(this.db)
    const seriesId = await series.findSeries(domainId, 'status')
    if (seriesId === undefined) return
    const forgiven = this.db.selectFrom('history_raw')
      .where('series_id', '=', seriesId).where('at', '>=', toEpoch(since)).where('error', 'is not', null)
    // The scope's hourly counts had them as failures: taken back there too.
    const byHour = await forgiven.select((eb) => [sql<number>`(at / 3600) * 3600`.as('hour'), eb.fn.countAll<number>().as('n')])
      .groupBy(sql`(at / 3600) * 3600`).execute()
    await this.db.updateTable('history_raw').set({ error: null, code })
      .where('series_id', '=', seriesId).where('at', '>=', toEpoch(since)).where('error', 'is not', null).execute()
    for (const { hour, n } of byHour) await series.forgiveFailures(domainId, Number(hour), Number(n))
  }
}
