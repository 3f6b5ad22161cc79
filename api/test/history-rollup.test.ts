// Compact history (migration 060): raw results roll up into hourly and daily rows in the worker,
// uptime read through the layers agrees with uptime counted from every raw result, across the
// 48-hour, hour and day boundaries, and retention removes exactly what is past its time.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { HistoryRollup } from '../src/components/history/jobs/history-rollup'
import type { SystemContext } from '../src/platform/jobs/types'
import type { Database } from '../src/platform/db/schema'
import { type Bucket, DAY_S, fromRaw, HOUR_S, rebucket, uptimePercent } from '../src/components/history/buckets'
import { HistoryRepository } from '../src/components/history/history-repository'
import { ScopeDaysRepository } from '../src/components/history/scope-days-repository'
import { ScopeUptimeRepository } from '../src/components/history/scope-uptime-repository'
import { OverviewRepository } from '../src/components/overview/overview-repository'
import { HistoryService } from '../src/components/history/history-service'
import { createTestApp, describeEachDb, type TestApp } from './helpers/test-app'

const NOW = Date.parse('2026-06-10T12:00:00.000Z') / 1000
const STEP = 15 * 60

interface Result { at: number, code: number, ms: number, failed: boolean }

/** 35 days of results every 15 minutes up to `until`, with outages across the boundaries. */
function results (until: number): Result[] {
  const out: Result[] = []
  const down = (at: number): boolean =>
    (at >= NOW - 20 * DAY_S + 10 * HOUR_S && at < NOW - 20 * DAY_S + 13.5 * HOUR_S) || // 22:00 to 01:30
    (at >= NOW - 3 * DAY_S - 13 * HOUR_S && at < NOW - 3 * DAY_S - 11 * HOUR_S) || // 23:00 to 01:00
    (at >= NOW - 48 * HOUR_S - 30 * 60 && at < NOW - 47 * HOUR_S) || // across the raw retention
    (at >= NOW - 45 * 60 && at < NOW + 15 * 60) || // the hour not rolled up yet
    (at / STEP) % 37 === 0
  for (let at = NOW - 35 * DAY_S; at <= until; at += STEP) {
    const failed = down(at)
    out.push({ at, code: failed ? 503 : 200, ms: 100 + ((at / STEP) % 50), failed })
  }
  return out
}

describeEachDb('compact history', (kind) => {
  let t: TestApp
  let db: Kysely<Database>
  let seriesId: number
  let domainId: string
  let clock: number
  const history = () => new HistoryService(db, t.config)

  const rollUp = async (): Promise<void> => {
    const ctx = { db, dialect: kind, config: t.config, now: () => new Date(clock * 1000) } as unknown as SystemContext
    for (let i = 0; i < 10_000; i++) if (!(await new HistoryRollup().check(ctx)).more) return
    throw new Error('roll-up never finished')
  }
  // Written and counted as the worker records results: raw rows, and the scope's hourly counts.
  const insert = async (rows: Result[]): Promise<void> => {
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    for (let i = 0; i < rows.length; i += 400) {
      const batch = rows.slice(i, i + 400)
      await db.insertInto('history_raw').values(batch.map((r) => ({ series_id: seriesId, at: r.at, code: r.code, ms: r.ms, error: r.failed ? 'HTTP 503' : null }))).execute()
      await new HistoryRepository(db).countResults(batch.map((r) => ({ type: 'status', superCategory: 'natural', userId: user.id, at: r.at, failed: r.failed })))
    }
  }
  const expected = (rows: Result[], days: number, now: number): number | null =>
    uptimePercent(rows.filter((r) => r.at >= now - days * DAY_S && r.at <= now).map(fromRaw))
  const rawAts = async (): Promise<number[]> => (await db.selectFrom('history_raw').select('at').orderBy('at').execute()).map((r) => Number(r.at))

  beforeAll(async () => {
    t = await createTestApp(kind, { smtp: false })
    db = t.app.db
  })
  afterAll(async () => { await t.close() })
  beforeEach(async () => {
    await db.deleteFrom('system_state').execute()
    await db.deleteFrom('history_scope_hours').execute()
    await db.deleteFrom('history_scope_totals').execute()
    await db.deleteFrom('history_scope_days').execute()
    // A new database: the scope's hourly counts are whole from the start (migration 150).
    await db.insertInto('system_state').values({ key: 'uptime-counted-since', value: '0', updated_at: new Date().toISOString() }).execute()
    await db.deleteFrom('domains').execute()
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    domainId = randomUUID()
    const iso = new Date(NOW * 1000).toISOString()
    await db.insertInto('domains').values({ id: domainId, user_id: user.id, super_category: 'natural', domain: 'history.test', category: 'x', issue_date: null, status_code: 200, last_checked: iso, created_at: iso, updated_at: iso }).execute()
    seriesId = await new HistoryRepository(db).seriesId(domainId, 'status')
    clock = NOW
  })

  test('uptime read through raw, hourly and daily rows agrees with every raw result counted', async () => {
    const rows = results(NOW)
    await insert(rows)
    const before = { d1: expected(rows, 1, NOW), d7: expected(rows, 7, NOW), d30: expected(rows, 30, NOW) }
    // Nothing rolled up yet: all from raw rows.
    expect((await history().domainHistory(domainId, 30, new Date(NOW * 1000))).uptime).toEqual(before)
    expect(before.d1).toBeLessThan(100)
    expect(before.d7).toBeLessThan(100)

    await rollUp()
    // The hour before NOW is within the grace: raw; everything older comes from roll-ups.
    expect((await new HistoryRepository(db).rollupState())).toEqual({ hour: NOW - HOUR_S, cursor: 0 })
    expect((await rawAts())[0]).toBe(NOW - 49 * HOUR_S)
    expect((await history().domainHistory(domainId, 30, new Date(NOW * 1000))).uptime).toEqual(before)

    // Three hours on: more results, another roll-up; still agrees.
    const later = NOW + 3 * HOUR_S
    const more = results(later).filter((r) => r.at > NOW)
    await insert(more)
    clock = later
    await rollUp()
    const all = [...rows, ...more]
    expect((await history().domainHistory(domainId, 30, new Date(later * 1000))).uptime)
      .toEqual({ d1: expected(all, 1, later), d7: expected(all, 7, later), d30: expected(all, 30, later) })
  })

  test('daily and hourly points hold the same checks, failures and response times as the raw results', async () => {
    const rows = results(NOW)
    await insert(rows)
    await rollUp()
    const svc = history()
    // From a midnight (NOW is noon UTC), so every day is whole on both sides.
    const from = NOW - 33 * DAY_S - 12 * HOUR_S
    const byDay = rebucket(rows.filter((r) => r.at >= from).map(fromRaw), DAY_S)
    const days = await svc.buckets(seriesId, from, NOW + 1, DAY_S)
    const fields = (b: Bucket) => [b.at, b.checks, b.failures, b.minMs, b.maxMs, b.sumMs, [...b.codes].sort((x, y) => x[0] - y[0])]
    expect(days.map(fields)).toEqual(byDay.map(fields))
    expect(days.length).toBe(34)
    // Daily rows exist for the complete days; today is read from hourly and raw rows.
    const dailyRows = await db.selectFrom('history_daily').select('at').execute()
    expect(dailyRows.length).toBe(35)
    // The overview's uptime trend: the scope's closed days, summed by the roll-up, say the same.
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const scopeDays = await new ScopeDaysRepository(db).days({ superCategory: 'natural', userId: user.id }, from)
    expect(scopeDays.map((d) => [d.day, d.checks, d.failures])).toEqual(byDay.slice(0, -1).map((b) => [b.at, b.checks, b.failures]))
    const byHour = rebucket(rows.filter((r) => r.at >= NOW - 10 * DAY_S).map(fromRaw), HOUR_S)
    const hours = await svc.buckets(seriesId, NOW - 10 * DAY_S, NOW + 1, HOUR_S)
    expect(hours.map((b) => [b.at, b.checks, b.failures, b.sumMs])).toEqual(byHour.map((b) => [b.at, b.checks, b.failures, b.sumMs]))
  })

  test("the overview's uptime, kept by the roll-up, equals the raw results of the 30 complete days and today so far", async () => {
    const rows = results(NOW)
    await insert(rows)
    await rollUp()
    const today = Math.floor(NOW / DAY_S) * DAY_S
    const floor = today - 30 * DAY_S
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const scope = { superCategory: 'natural' as const, userId: user.id }
    const overview = new OverviewRepository(db)
    const totals = async () => {
      const { checks, failures, since } = await overview.statusUptime(scope, floor)
      // The per-scope snapshot and hourly counts say what the series one by one say.
      const bySeries = await new ScopeUptimeRepository(db).bySeries(scope, floor)
      expect({ checks: bySeries.checks, failures: bySeries.failures, since: bySeries.since }).toEqual({ checks, failures, since })
      return { all: { checks, failures }, since }
    }
    const counted = (from: number, to: number) => {
      const inside = rows.filter((r) => r.at >= from && r.at < to)
      return { checks: inside.length, failures: inside.filter((r) => r.failed).length }
    }
    // NOW is noon: the hours to 11:00 are rolled up (the current one is not complete), the rest is raw.
    expect(counted(floor, today + 11 * HOUR_S).failures).toBeGreaterThan(0)
    expect(counted(today + 11 * HOUR_S, NOW + 1).failures).toBeGreaterThan(0)
    expect(await totals()).toEqual({ since: floor, all: counted(floor, NOW + 1) })

    // A day later the window has moved on by one day: the oldest day left it, yesterday came in.
    const later = NOW + DAY_S
    const more = results(later).filter((r) => r.at > NOW)
    await insert(more)
    rows.push(...more)
    clock = later
    await rollUp()
    expect(await totals()).toEqual({ since: floor + DAY_S, all: counted(floor + DAY_S, later + 1) })
  })

  test('outages come with start, end, duration and code, exact within 48 hours', async () => {
    await insert(results(NOW))
    await rollUp()
    const { outages } = await history().domainHistory(domainId, 30, new Date(NOW * 1000))
    const iso = (s: number) => new Date(s * 1000).toISOString()
    // Still down: the run that started 45 minutes ago has no end.
    expect(outages[0]).toEqual({ start: iso(NOW - 45 * 60), end: null, durationSeconds: 45 * 60, code: 503, locations: ['home'], regional: false })
    // Within one day 20 days ago: hour resolution (10:00 to 14:00, its last failing hour ending).
    expect(outages).toContainEqual({ start: iso(NOW - 20 * DAY_S + 10 * HOUR_S), end: iso(NOW - 20 * DAY_S + 14 * HOUR_S), durationSeconds: 4 * HOUR_S, code: 503, locations: ['home'], regional: false })
  })

  test('retention removes what is due and nothing else; a deleted domain takes its history along', async () => {
    const rows = results(NOW)
    await insert(rows)
    const rollup = (at: number) => ({ series_id: seriesId, at, checks: 4, failures: 0, timed: 4, min_ms: 1, max_ms: 1, sum_ms: 4, codes: '200*4' })
    await db.insertInto('history_hourly').values([rollup(NOW - 91 * DAY_S), rollup(NOW - 89 * DAY_S)]).execute()
    await db.insertInto('history_daily').values([rollup(NOW - 731 * DAY_S), rollup(NOW - 729 * DAY_S)]).execute()
    await rollUp()
    // The last hour rolled up ends at NOW - 1 h: each cut-off counts from there.
    const end = NOW - HOUR_S
    expect(await rawAts()).toEqual(rows.filter((r) => r.at >= end - 48 * HOUR_S).map((r) => r.at))
    const hourly = (await db.selectFrom('history_hourly').select('at').orderBy('at').execute()).map((r) => Number(r.at))
    expect(hourly[0]).toBe(NOW - 89 * DAY_S)
    expect(hourly.length).toBe(1 + 35 * 24 - 1)
    const daily = (await db.selectFrom('history_daily').select('at').orderBy('at').execute()).map((r) => Number(r.at))
    expect(daily[0]).toBe(NOW - 729 * DAY_S)
    expect(daily.length).toBe(1 + 35)

    await db.deleteFrom('domains').execute()
    for (const table of ['history_series', 'history_raw', 'history_hourly', 'history_daily', 'history_window'] as const) {
      expect({ table, rows: (await db.selectFrom(table).selectAll().execute()).length }).toEqual({ table, rows: 0 })
    }
  })
})
