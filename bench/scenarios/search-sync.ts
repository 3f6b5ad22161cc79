// search-sync: BENCH_SEARCH_PROPERTIES Search Console properties (50,000) of one Google
// service account (the big-portfolio case: one account owns them all), each matched to a saved
// domain, in the state a day after their last sync: 16 months of daily rows each
// (BENCH_SEARCH_HISTORY_SITES of them; all by default), the last final day four days back, the
// sitemaps read weekly over the last week (a seventh of them due today). The
// product's compiled worker in its own process (SQLite, npm start's heap limit) runs the daily
// sync (search-sync alone) and then the weekly inspection of the home pages the sync lined up
// (search-inspection alone) against the search APIs' fakes in the bench farm's process
// (lib/search-fakes.ts: generated figures; Search Analytics limited to BENCH_SEARCH_LIMIT
// queries a second, URL Inspection to BENCH_SEARCH_INSPECT_PER_MINUTE calls a minute, 429
// beyond). Google allows 1,200 Search Analytics queries a minute per user; the product paces an
// account at SEARCH_GOOGLE_INTERVAL_MS (200 ms by default: hours for 50,000 properties), so the
// bench scales the limit up and sets the product's pause to the limit's spacing
// + BENCH_SEARCH_MARGIN % (as reputation does). URL Inspection keeps Google's own per-project
// quota (15,000 a minute): the product spaces a run's calls to it (SEARCH_INSPECT_PROJECT_PER_MINUTE,
// with a 5 % margin) besides its per-property pace, where one call a week is never the bound. Reported: each phase's time against its minimum, the busiest second and
// minute of each API against its limit, the worker's peak RSS in each phase, and the bytes of 16
// months of daily rows on SQLite (the same file) and, with DATABASE_URL, on PostgreSQL (a fresh
// schema seeded the same way), for BENCH_SEARCH_PROPERTIES sites.
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../api/src/app'
import { dayOfMs, HISTORY_DAYS } from '../../api/src/components/search/days'
import { DEFAULT_SEARCH_SETTINGS } from '../../api/src/components/search/settings'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { serviceAccount } from '../../api/test/helpers/search'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { type FarmReady, pinsFor } from '../lib/bench-farm'
import { type Child, REPO, startChild } from '../lib/child'
import { envInt, report, type Row } from '../lib/report'
import { busiestWindow, SEARCH_BENCH_EMAIL, SEARCH_HOSTS, type SearchFakeStats } from '../lib/search-fakes'
import { postgresBytes, seedAccount, seedDomains, seedHistory, sqliteBytes } from '../lib/seed-search'

const MIB = 1_048_576

export async function run (): Promise<void> {
  const n = envInt('BENCH_SEARCH_PROPERTIES', 50_000)
  const historySites = Math.min(n, envInt('BENCH_SEARCH_HISTORY_SITES', n))
  const pgSites = Math.min(n, envInt('BENCH_SEARCH_PG_SITES', historySites))
  const limit = envInt('BENCH_SEARCH_LIMIT', 100)
  const inspectPerMinute = envInt('BENCH_SEARCH_INSPECT_PER_MINUTE', 15_000)
  const margin = envInt('BENCH_SEARCH_MARGIN', 10)
  const spacing = Math.ceil((1000 / limit) * (1 + margin / 100))
  const heapMb = envInt('API_HEAP_MB', 256)
  const startedAt = new Date().toISOString()
  const sa = serviceAccount(SEARCH_BENCH_EMAIL)
  const farm = await startChild<FarmReady>(path.join(REPO, 'bench', 'lib', 'bench-farm.ts'), { BENCH_FARM_SEARCH: String(n), BENCH_FARM_SEARCH_KEY: sa.publicPem, BENCH_FARM_SEARCH_LIMIT: String(limit), BENCH_FARM_INSPECT_PER_MINUTE: String(inspectPerMinute) })
  const config = testConfig({
    dataDir: tempDir('sitefleet-bench-search-'),
    checkConcurrency: 8,
    connectTo: parseConnectTo(pinsFor(SEARCH_HOSTS, farm.ready)),
    search: { ...DEFAULT_SEARCH_SETTINGS, googleIntervalMs: spacing, publicUrlSet: true }
  })
  const app = buildApp(config, { logger: false })
  let worker: Child<{ id: string }> | undefined
  try {
    await app.ready()
    const db = app.db
    const today = dayOfMs(Date.now())
    const seed0 = performance.now()
    const { accountId, userId } = await seedAccount(db, config, n, today, sa.keyJson)
    await seedDomains(db, userId, n)
    await seedHistory(db, 'sqlite', historySites, today)
    const seedSeconds = (performance.now() - seed0) / 1000
    const before = await sqliteBytes(db)

    const searchStats = async (): Promise<SearchFakeStats> => await new Promise<SearchFakeStats>((resolve) => {
      const on = (m: any): void => { if (m?.searchStats !== undefined) { farm.proc.off('message', on); resolve(m.searchStats) } }
      farm.proc.on('message', on)
      farm.proc.send({ ask: 'searchStats' })
    })
    const startWorker = async (types: string): Promise<Child<{ id: string }>> => await startChild<{ id: string }>(path.join(REPO, 'bench', 'lib', 'registrar-worker.ts'), { BENCH_API_CONFIG: JSON.stringify(config), BENCH_WORKER_TYPES: types }, [`--max-old-space-size=${heapMb}`])

    // The daily sync, the worker running search-sync alone.
    const syncStart = new Date().toISOString()
    worker = await startWorker('search-sync')
    const t0 = performance.now()
    for (;;) {
      const a = await db.selectFrom('search_accounts').select(['sync_state', 'status', 'status_message', 'last_sync_at']).where('id', '=', accountId).executeTakeFirstOrThrow()
      if (a.sync_state === 'idle' && a.last_sync_at !== null && a.last_sync_at >= syncStart) {
        if (a.status !== 'ok') throw new Error(`search sync ended ${a.status}: ${a.status_message ?? ''}`)
        break
      }
      if (performance.now() - t0 > 2 * 60 * 60_000) throw new Error('search sync not finished within two hours')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const seconds = (performance.now() - t0) / 1000
    const rss = await worker.peakRss()
    await worker.stop()
    worker = undefined
    const synced = await searchStats()

    // The weekly inspection of every home page the sync lined up, the worker running search-inspection alone.
    const inspections = async (): Promise<number> => Number((await db.selectFrom('search_inspections').select((eb) => eb.fn.countAll().as('n')).where('inspected_at', 'is not', null).executeTakeFirstOrThrow()).n)
    const lined = Number((await db.selectFrom('search_inspections').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    worker = await startWorker('search-inspection')
    const t1 = performance.now()
    while (await inspections() < lined) {
      if (performance.now() - t1 > 60 * 60_000) throw new Error('inspections not finished within an hour')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const inspectSeconds = (performance.now() - t1) / 1000
    const inspectRss = await worker.peakRss()
    await worker.stop()
    worker = undefined
    const stats = await searchStats()
    const queries = [...synced.times.query].sort((a, b) => a - b)
    const sitemaps = [...synced.times.sitemaps].sort((a, b) => a - b)
    const inspected = [...stats.times.inspect].sort((a, b) => a - b)
    const yesterday = today - 1
    const read = Number((await db.selectFrom('search_properties').select((eb) => eb.fn.countAll().as('n')).where('read_through', '=', yesterday).executeTakeFirstOrThrow()).n)
    const events = await db.selectFrom('events').select(['kind', 'data']).where('kind', 'in', ['traffic-drop', 'search-access-lost']).execute()
    const after = await sqliteBytes(db)
    const rows = Number((await db.selectFrom('search_daily').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    // Only the properties with history count toward the bytes of 16 months; the others hold 4 days.
    const fullRows = historySites * (HISTORY_DAYS + 1)
    const perRow = after.table / rows
    const sqlite16 = perRow * n * (HISTORY_DAYS + 1)
    const pg = process.env.DATABASE_URL ? await postgresBytes(n, pgSites, today, sa.keyJson) : undefined
    const accepted = queries.length - synced.refused.query
    // The calls the product needs today on the account's key: a query per property and the
    // sitemaps lists that are due (seeded: property ids ≡ 1 mod 7, a seventh).
    const sitemapsDue = Math.ceil(n / 7)
    const paced = n + sitemapsDue
    const minimum = (paced * spacing) / 1000
    // The bench's limit against Google's 1,200 a minute per user.
    const factor = limit / 20
    // The shipped pause puts a quarter of Google's per-user rate on the account's key; the
    // bench's pause is that many times shorter.
    const pace = DEFAULT_SEARCH_SETTINGS.googleIntervalMs / spacing
    const inspectLimit = inspectPerMinute / 60
    const out: Row[] = [
      { figure: 'daily sync: every property read once', ours: seconds, reference: minimum, unit: 's', note: `reference: the minimum at the product's pace, ${paced} calls on the account's key (${n} Search Analytics queries, one per property, + ${sitemapsDue} sitemaps lists, the properties whose weekly read is due) × ${spacing} ms (SEARCH_GOOGLE_INTERVAL_MS); ${accepted + sitemaps.length} made; against the fake's Search Analytics limit alone (${n} / ${limit} per second = ${(n / limit).toFixed(0)} s) ${(seconds / (n / limit)).toFixed(2)}x` },
      { figure: 'properties read through yesterday', ours: read, reference: n, unit: 'properties' },
      { figure: 'Search Analytics queries answered', ours: accepted, reference: n, unit: 'queries', note: `one per property; ${synced.byKind.sites ?? 0} sites list(s), ${synced.byKind.token ?? 0} token exchange(s)` },
      { figure: 'Search Analytics: most queries in one second', ours: busiestWindow(queries, 1000), reference: limit, unit: 'q/s', note: 'refused ones included; must not exceed the reference' },
      { figure: 'Search Analytics: most queries in one minute', ours: busiestWindow(queries, 60_000), reference: limit * 60, unit: 'q/min', note: `Google's own limit is 1,200 a minute per user; the bench scales it ×${factor.toFixed(1)}` },
      { figure: 'Search Analytics queries refused over the limit (429)', ours: synced.refused.query, reference: 0, unit: 'queries' },
      { figure: 'sitemaps lists made (weekly per property)', ours: sitemaps.length, reference: sitemapsDue, unit: 'calls', note: 'the properties whose sitemaps were due today (SEARCH_SITEMAPS_EVERY_DAYS 7, spread over the week); the others are not asked' },
      { figure: 'sitemaps lists: most in one minute', ours: busiestWindow(sitemaps, 60_000), reference: Math.round(200 * pace), unit: 'calls/min', note: `${sitemaps.length} lists on the account's key with the queries; Google allows 200 a minute per user for sites and sitemaps, scaled here like the pause (${DEFAULT_SEARCH_SETTINGS.googleIntervalMs} / ${spacing} ms = ×${pace.toFixed(1)}: at the shipped pause they go at most 150 a minute); the fake counts them and refuses none` },
      { figure: 'worker peak RSS, daily sync', ours: Math.round(rss / MIB), reference: 300, unit: 'MiB', note: `the compiled worker running search-sync alone, --max-old-space-size=${heapMb}; goal: under the reference` },
      { figure: 'events raised (traffic-drop, search-access-lost)', ours: events.length, unit: 'events', note: `${JSON.stringify(Object.fromEntries(['traffic-drop', 'search-access-lost'].map((k) => [k, events.filter((e) => e.kind === k).length])))}, naming ${events.reduce((s, e) => s + Number((typeof e.data === 'string' ? JSON.parse(e.data) : e.data)?.count ?? 1), 0)} sites: the drop rule ran over every property (the seeded history and the fake's figures differ, so some sites "drop"; one grouped event per sync)` },
      { figure: 'weekly inspection: every home page inspected once', ours: inspectSeconds, reference: lined / inspectLimit, unit: 's', note: `reference: ${lined} inspections at Google's per-project URL Inspection quota, ${inspectPerMinute} a minute (the per-property quota, 600 a minute and 2,000 a day, allows all of one property's single call at once; the product spaces its calls to the per-project quota with a 5 % margin, so its floor is ${(lined / inspectLimit * 1.05).toFixed(0)} s)` },
      { figure: 'home pages inspected', ours: await inspections(), reference: n, unit: 'inspections', note: `${lined} lined up by the sync; ${stats.byKind.inspect ?? 0} URL Inspection calls` },
      { figure: 'URL Inspection: most calls on one property', ours: stats.inspectionsPerPropertyMax, reference: 1, unit: 'calls' },
      { figure: 'URL Inspection: most calls in one minute', ours: busiestWindow(inspected, 60_000), reference: inspectPerMinute, unit: 'calls/min', note: 'refused ones included; Google\'s per-project quota' },
      { figure: 'URL Inspection: most calls in one second', ours: busiestWindow(inspected, 1000), reference: Math.round(inspectLimit), unit: 'calls/s', note: 'the per-project quota spread evenly; Google counts by the minute' },
      { figure: 'URL Inspection calls refused over the quota (429)', ours: stats.refused.inspect, reference: 0, unit: 'calls' },
      { figure: 'worker peak RSS, inspection', ours: Math.round(inspectRss / MIB), reference: 300, unit: 'MiB', note: 'the compiled worker running search-inspection alone; goal: under the reference' },
      { figure: 'SQLite: search_daily rows', ours: rows, reference: fullRows + (n - historySites) * 4, unit: 'rows' },
      { figure: 'SQLite: bytes per daily row (search_daily B-tree, dbstat)', ours: perRow, unit: 'B', note: `before the sync ${(before.table / MIB).toFixed(1)} MiB, after ${(after.table / MIB).toFixed(1)} MiB; the whole file in use ${(after.file / MIB).toFixed(1)} MiB` },
      { figure: 'SQLite: latest inspections (table and indexes)', ours: Math.round(after.inspections / 1e6), unit: 'MB', note: `${lined} rows, one per saved domain: ${(after.inspections / Math.max(1, lined)).toFixed(0)} bytes each` },
      { figure: `SQLite: 16 months of days for ${n} sites`, ours: Math.round(sqlite16 / 1e6), reference: 1500, unit: 'MB', note: `budget 1.5 GB; ${historySites === n ? 'measured whole' : `measured with ${historySites} sites' history, projected per row`}` }
    ]
    if (pg !== undefined) {
      const scale = n / pgSites
      out.push(
        { figure: 'PostgreSQL: bytes per daily row (table + index)', ours: pg.total / (pgSites * (HISTORY_DAYS + 1)), unit: 'B', note: `heap ${(pg.table / MIB).toFixed(1)} MiB, index ${(pg.index / MIB).toFixed(1)} MiB for ${pgSites} sites; seeded in ${pg.seconds.toFixed(0)} s, then VACUUM ANALYZE` },
        { figure: `PostgreSQL: 16 months of days for ${n} sites`, ours: Math.round((pg.total * scale) / 1e6), reference: 1500, unit: 'MB', note: `budget 1.5 GB; pg_total_relation_size('search_daily')${scale === 1 ? ', measured whole' : `, measured with ${pgSites} sites, ×${scale.toFixed(2)}`}` }
      )
    }
    report({
      scenario: 'search-sync',
      startedAt,
      params: { BENCH_SEARCH_PROPERTIES: n, BENCH_SEARCH_HISTORY_SITES: historySites, ...(pg !== undefined ? { BENCH_SEARCH_PG_SITES: pgSites } : {}), BENCH_SEARCH_LIMIT: limit, BENCH_SEARCH_INSPECT_PER_MINUTE: inspectPerMinute, BENCH_SEARCH_MARGIN: margin, SEARCH_GOOGLE_INTERVAL_MS: spacing, API_HEAP_MB: heapMb, database: pg !== undefined ? 'sqlite (sync, storage), postgres (storage)' : 'sqlite', seedSeconds: seedSeconds.toFixed(0), loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' ') },
      rows: out,
      notes: [
        'One account, one pacing key: every call of the sync (a Search Analytics query per property, and a sitemaps list for the seventh of them whose weekly read is due) waits for its turn, so the floor is the calls times the pause. The pause is the bench\'s; at the shipped 200 ms, 50,000 properties take at least 11,430 s, and Google\'s per-user limits (1,200 queries a minute, 200 sitemaps lists a minute) would allow no less than 2,500 s for the queries and 2,140 s for the 7,143 lists.',
        'Storage: one row per property and day (day, clicks, impressions, position ×100), every day present; real portfolios have days without a row (no impressions) and smaller figures, so this is the high end.'
      ]
    })
  } finally {
    await worker?.stop()
    await app.close()
    await farm.stop()
  }
}
