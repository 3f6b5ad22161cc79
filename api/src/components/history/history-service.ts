// A domain's check history as the screens read it: uptime over 24 h / 7 d / 30 d, chart points at a
// resolution fitting the period, and outages. Reads whichever layer holds each stretch of time:
// daily roll-ups before the last rolled-up day, hourly before the last rolled-up hour, raw rows
// after it, so nothing is counted twice and nothing is missed while the roll-up is mid-pass.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { Database } from '../../platform/db/schema'
import { toIso } from '../../platform/lib/calendar'
import { type Bucket, DAY_S, fromRaw, HOUR_S, rebucket, uptimePercent } from './buckets'
import { HistoryRepository } from './history-repository'
import { type BareOutage, withLocations } from './location-outages'
import type { DomainHistoryShape as DomainHistory, HistoryPointShape as HistoryPoint, LocationSeriesShape as LocationSeries } from './schemas'

/** Raw points up to this many days, hourly up to the hourly retention, daily beyond. */
const RAW_DAYS = 2

function topCode (b: Bucket): number | null {
  const codes = [...b.codes].filter(([code]) => b.failures === 0 || code !== 200)
  if (codes.length === 0) return null
  codes.sort((x, y) => y[1] - x[1] || x[0] - y[0])
  return codes[0][0]
}

function toPoint (b: Bucket): HistoryPoint {
  return { at: toIso(b.at), checks: b.checks, failures: b.failures, responseMs: b.timed === 0 ? null : Math.round(b.sumMs / b.timed), minMs: b.minMs, maxMs: b.maxMs, code: topCode(b) }
}

/** Runs of failing buckets (hours, then raw results) as outages; `size` is the last bucket's length (0: a raw result). */
export function outagesOf (buckets: Bucket[], size: number, nowS: number): BareOutage[] {
  const out: BareOutage[] = []
  let run: { start: number, codes: Map<number, number> } | null = null
  const close = (endS: number | null): void => {
    if (run === null) return
    const end = endS ?? nowS
    const top = topCode({ at: 0, checks: 1, failures: 1, timed: 0, minMs: null, maxMs: null, sumMs: 0, codes: run.codes })
    out.push({ start: toIso(run.start), end: endS === null ? null : toIso(endS), durationSeconds: Math.max(0, end - run.start), code: top })
    run = null
  }
  for (const b of buckets) {
    if (b.failures > 0) {
      run ??= { start: b.at, codes: new Map() }
      for (const [code, n] of b.codes) run.codes.set(code, (run.codes.get(code) ?? 0) + n)
    } else close(b.at)
  }
  const last = buckets[buckets.length - 1]
  // A failing raw result is the latest: still down. A failing hour ends with the hour.
  if (run !== null && last !== undefined) close(size === 0 ? null : last.at + size)
  return out.reverse()
}

export class HistoryService {
  private readonly repo: HistoryRepository

  constructor (db: Kysely<Database>, private readonly config: AppConfig) {
    this.repo = new HistoryRepository(db)
  }

  /**
   * Buckets of a series over [from, to) at resolution `size` (0 raw, HOUR_S, DAY_S): daily rows
   * before the last rolled-up day, hourly before the last rolled-up hour, raw after it.
   */
  async buckets (seriesId: number, from: number, to: number, size: number): Promise<Bucket[]> {
    const state = await this.repo.rollupState()
    const rolledHour = state?.hour ?? 0
    const rolledDay = Math.floor(rolledHour / DAY_S) * DAY_S
    const rawFrom = size === 0 ? from : Math.max(from, rolledHour)
    const items: Bucket[] = (await this.repo.raw(seriesId, rawFrom, to)).map((r) => fromRaw({ ...r, failed: r.error !== null }))
    if (size === 0) return items
    const hourlyFrom = size === DAY_S ? Math.max(from, rolledDay) : from
    items.push(...await this.repo.rollups('history_hourly', seriesId, hourlyFrom, Math.min(rolledHour, to)))
    if (size === DAY_S) items.push(...await this.repo.rollups('history_daily', seriesId, from, Math.min(rolledDay, to)))
    return rebucket(items, size)
  }

  /** Uptime over the last `days` days: hourly roll-ups while they are kept, daily beyond. */
  async uptime (seriesId: number, days: number, nowS: number): Promise<number | null> {
    const from = nowS - days * DAY_S
    const size = days > this.config.history.hourlyDays ? DAY_S : HOUR_S
    return uptimePercent(await this.buckets(seriesId, from, nowS + 1, size))
  }

  async domainHistory (domainId: string, days: number, now: Date): Promise<DomainHistory> {
    const nowS = Math.floor(now.getTime() / 1000)
    const seriesId = await this.repo.findSeries(domainId, 'status')
    if (seriesId === undefined) return { uptime: { d1: null, d7: null, d30: null }, points: [], outages: [], locations: [] }
    const size = days <= RAW_DAYS ? 0 : days <= this.config.history.hourlyDays ? HOUR_S : DAY_S
    const points = await this.buckets(seriesId, nowS - days * DAY_S, nowS + 1, size)
    // Outages at the finest resolution the period allows: raw results within the raw retention.
    const from = nowS - days * DAY_S
    const fine = size === 0 ? { buckets: points, lastIsRaw: true } : await this.outageBuckets(seriesId, from, nowS)
    const confirmed = outagesOf(fine.buckets, fine.lastIsRaw ? 0 : HOUR_S, nowS)
    const { locations, outages } = await this.byLocation(domainId, points, confirmed, from, nowS, size)
    return {
      uptime: { d1: await this.uptime(seriesId, 1, nowS), d7: await this.uptime(seriesId, 7, nowS), d30: await this.uptime(seriesId, 30, nowS) },
      points: points.map(toPoint),
      outages,
      locations
    }
  }

  /**
   * One response-time line per location and the outages naming where they were seen.
   * Without any location's own series (no probes ever), home saw everything the domain's does.
   */
  private async byLocation (domainId: string, points: Bucket[], confirmed: BareOutage[], from: number, nowS: number, size: number): Promise<{ locations: LocationSeries[], outages: ReturnType<typeof withLocations> }> {
    const toLine = (b: Bucket) => ({ at: toIso(b.at), responseMs: b.timed === 0 ? null : Math.round(b.sumMs / b.timed), failures: b.failures, checks: b.checks })
    const series = await this.repo.locationSeries(domainId)
    if (series.length === 0) {
      const home = (await this.repo.homeName()) ?? this.config.locations.name
      return { locations: points.length === 0 ? [] : [{ name: home, points: points.map(toLine) }], outages: confirmed.map((o) => ({ ...o, locations: [home], regional: false })) }
    }
    const locations: LocationSeries[] = []
    const runs: Array<{ name: string, outages: BareOutage[] }> = []
    for (const { id, name } of series) {
      const own = await this.buckets(id, from, nowS + 1, size)
      if (own.length > 0) locations.push({ name, points: own.map(toLine) })
      const fine = size === 0 ? { buckets: own, lastIsRaw: true } : await this.outageBuckets(id, from, nowS)
      runs.push({ name, outages: outagesOf(fine.buckets, fine.lastIsRaw ? 0 : HOUR_S, nowS) })
    }
    return { locations, outages: withLocations(confirmed, runs, nowS) }
  }

  /** Hours before the raw retention, raw results after: an outage within 48 h has its exact times. */
  private async outageBuckets (seriesId: number, from: number, nowS: number): Promise<{ buckets: Bucket[], lastIsRaw: boolean }> {
    const rawFrom = Math.ceil((nowS - this.config.history.rawHours * HOUR_S) / HOUR_S) * HOUR_S + HOUR_S
    const hours = await this.buckets(seriesId, from, Math.max(from, rawFrom), HOUR_S)
    const raw = await this.buckets(seriesId, Math.max(from, rawFrom), nowS + 1, 0)
    return { buckets: [...hours, ...raw], lastIsRaw: raw.length > 0 }
  }
}
