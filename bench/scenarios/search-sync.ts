// search-sync: BENCH_SEARCH_PROPERTIES Search Console properties (50,000) of one Google
// service account (the big-portfolio case: one account owns them all), each matched to a saved
// domain, in the state a day after their last sync: 16 months of daily rows each
// (BENCH_SEARCH_HISTORY_SITES of them; all by default), the last final day four days back. The
// product's compiled worker in its own process (only search-sync, SQLite, npm start's heap
// limit) runs the daily sync against the search APIs' fakes in the bench farm's process
// (lib/search-fakes.ts: generated figures, Search Analytics limited to BENCH_SEARCH_LIMIT queries
// a second, 429 beyond). Google allows 1,200 queries a minute per user; the product paces an
// account at SEARCH_GOOGLE_INTERVAL_MS (200 ms by default: 2.8 hours for 50,000 properties), so
// the bench scales the limit up and sets the product's pause to the limit's spacing
// + BENCH_SEARCH_MARGIN % (as reputation does). Reported: the time until every property was read
// once against the minimum at that pace (properties × pause), the busiest second and minute at
// the fake against the limit, the worker's peak RSS, and the bytes of 16 months of daily rows on
// SQLite (the same file) and, with DATABASE_URL, on PostgreSQL (a fresh schema seeded the same
// way), for BENCH_SEARCH_PROPERTIES sites.
import { randomBytes, randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { buildApp } from '../../api/src/app'
import { checkCredentials, CredentialBox } from '../../api/src/components/search/credentials'
import { dayOfMs, HISTORY_DAYS } from '../../api/src/components/search/days'
import { DEFAULT_SEARCH_SETTINGS } from '../../api/src/components/search/settings'
import type { AppConfig } from '../../api/src/platform/config/config'
import type { Database } from '../../api/src/platform/db/schema'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { serviceAccount } from '../../api/test/helpers/search'
import { dropSchema, tempDir, testConfig } from '../../api/test/helpers/test-app'
import { type FarmReady, pinsFor } from '../lib/bench-farm'
import { REPO, startChild } from '../lib/child'
import { envInt, report, type Row } from '../lib/report'
import { busiestWindow, SEARCH_BENCH_EMAIL, SEARCH_HOSTS, type SearchFakeStats, searchPropertyHost } from '../lib/search-fakes'

const MIB = 1_048_576

/** Properties (ids 1..n, in host order) of one account, in the state after yesterday's sync. */
async function seedAccount (db: Kysely<Database>, config: AppConfig, n: number, today: number, keyJson: string): Promise<{ accountId: string, userId: string }> {
  const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
  const now = new Date().toISOString()
  const accountId = randomUUID()
  await db.insertInto('search_accounts').values({
    id: accountId,
    user_id: admin.id,
    kind: 'google-service-account',
    name: 'Bench GSC',
    credentials: new CredentialBox(config).seal(checkCredentials('google-service-account', { keyJson })),
    status: 'ok',
    status_message: null,
    created_at: now,
    updated_at: now,
    connected_at: now,
    last_sync_at: null,
    sync_state: 'queued',
    sync_due_at: now,
    baseline_done: 1
  }).execute()
  for (let i = 0; i < n; i += 500) {
    const batch = Array.from({ length: Math.min(500, n - i) }, (_, k) => i + k)
    await db.insertInto('search_properties').values(batch.map((k) => ({
      account_id: accountId,
      user_id: admin.id,
      site_url: `sc-domain:${searchPropertyHost(k)}`,
      kind: 'domain',
      host: searchPropertyHost(k),
      permission: 'siteOwner',
      listed: 1,
      access_lost_at: null,
      error: null,
      // Yesterday's sync read through the day before yesterday; its last 3 days were fresh.
      final_through: today - 5,
      read_through: today - 2,
      perf_due_at: now,
      drop_since: null,
      updated_at: now
    }))).execute()
  }
  return { accountId, userId: admin.id }
}

/**
 * 16 months of daily rows (HISTORY_DAYS + 1 days up to the day before yesterday) for properties
 * 1..sites, by SQL on the server: plausible small integers (clicks 0–239, impressions up to a few
 * thousand, position ×100 from 100 to 3,100), every day present (the budget's worst case: Google
 * gives no row for a day without impressions).
 */
async function seedHistory (db: Kysely<Database>, kind: 'sqlite' | 'postgres', sites: number, today: number): Promise<void> {
  const from = today - 2 - HISTORY_DAYS
  const to = today - 2
  const step = 1000
  for (let first = 1; first <= sites; first += step) {
    const last = Math.min(sites, first + step - 1)
    if (kind === 'sqlite') {
      await sql`with recursive d(day) as (select ${from} union all select day + 1 from d where day < ${to})
        insert into search_daily (property_id, day, position, clicks, impressions)
        select p.id, d.day, 100 + (p.id * 31 + d.day * 17) % 3000, (p.id * 7 + d.day * 13) % 240, ((p.id * 7 + d.day * 13) % 240) * 12 + (p.id * 11 + d.day * 5) % 900
        from search_properties p, d where p.id between ${first} and ${last} order by p.id, d.day`.execute(db)
    } else {
      await sql`insert into search_daily (property_id, day, position, clicks, impressions)
        select p, d, 100 + (p * 31 + d * 17) % 3000, (p * 7 + d * 13) % 240, ((p * 7 + d * 13) % 240) * 12 + (p * 11 + d * 5) % 900
        from generate_series(${first}::int, ${last}::int) p, generate_series(${from}::int, ${to}::int) d order by p, d`.execute(db)
    }
  }
}

async function seedDomains (db: Kysely<Database>, userId: string, n: number): Promise<void> {
  const now = new Date().toISOString()
  for (let i = 0; i < n; i += 500) {
    await db.insertInto('domains').values(Array.from({ length: Math.min(500, n - i) }, (_, k) => ({
      id: randomUUID(), user_id: userId, super_category: 'natural' as const, domain: searchPropertyHost(i + k), category: 'Search', issue_date: '2026-01-01', status_code: 200, last_checked: now, created_at: now, updated_at: now
    }))).execute()
  }
}

/** Bytes of search_daily on SQLite (dbstat: its B-tree's pages) and of the whole file in use. */
async function sqliteBytes (db: Kysely<Database>): Promise<{ table: number, file: number }> {
  await sql`pragma wal_checkpoint(truncate)`.execute(db)
  const pragma = async (name: string): Promise<number> => Number(Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0])
  const table = await sql<{ b: number }>`select sum(pgsize) as b from dbstat where name = 'search_daily'`.execute(db)
  return { table: Number(table.rows[0].b), file: (await pragma('page_count') - await pragma('freelist_count')) * await pragma('page_size') }
}

/** The same seed on PostgreSQL in a fresh schema: search_daily's table, index and TOAST bytes. */
async function postgresBytes (n: number, sites: number, today: number, keyJson: string): Promise<{ table: number, index: number, total: number, seconds: number }> {
  const schema = `sf_bench_${randomBytes(6).toString('hex')}`
  const config = testConfig({ dataDir: tempDir('sitefleet-bench-search-pg-'), databaseUrl: process.env.DATABASE_URL, databaseSchema: schema })
  const app = buildApp(config, { logger: false })
  try {
    await app.ready()
    await seedAccount(app.db, config, n, today, keyJson)
    const t0 = performance.now()
    await seedHistory(app.db, 'postgres', sites, today)
    const seconds = (performance.now() - t0) / 1000
    await sql`vacuum analyze search_daily`.execute(app.db)
    const r = await sql<{ total: string, heap: string, index: string }>`select pg_total_relation_size('search_daily') as total, pg_relation_size('search_daily') as heap, pg_indexes_size('search_daily') as index`.execute(app.db)
    return { table: Number(r.rows[0].heap), index: Number(r.rows[0].index), total: Number(r.rows[0].total), seconds }
  } finally {
    await app.close()
    await dropSchema(schema)
  }
}

export async function run (): Promise<void> {
  const n = envInt('BENCH_SEARCH_PROPERTIES', 50_000)
  const historySites = Math.min(n, envInt('BENCH_SEARCH_HISTORY_SITES', n))
  const pgSites = Math.min(n, envInt('BENCH_SEARCH_PG_SITES', historySites))
  const limit = envInt('BENCH_SEARCH_LIMIT', 50)
  const margin = envInt('BENCH_SEARCH_MARGIN', 10)
  const spacing = Math.ceil((1000 / limit) * (1 + margin / 100))
  const heapMb = envInt('API_HEAP_MB', 256)
  const startedAt = new Date().toISOString()
  const sa = serviceAccount(SEARCH_BENCH_EMAIL)
  const farm = await startChild<FarmReady>(path.join(REPO, 'bench', 'lib', 'bench-farm.ts'), { BENCH_FARM_SEARCH: String(n), BENCH_FARM_SEARCH_KEY: sa.publicPem, BENCH_FARM_SEARCH_LIMIT: String(limit) })
  const config = testConfig({
    dataDir: tempDir('sitefleet-bench-search-'),
    checkConcurrency: 8,
    connectTo: parseConnectTo(pinsFor(SEARCH_HOSTS, farm.ready)),
    search: { ...DEFAULT_SEARCH_SETTINGS, googleIntervalMs: spacing, publicUrlSet: true }
  })
  const app = buildApp(config, { logger: false })
  let worker: Awaited<ReturnType<typeof startChild<{ id: string }>>> | undefined
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

    const syncStart = new Date().toISOString()
    worker = await startChild<{ id: string }>(path.join(REPO, 'bench', 'lib', 'registrar-worker.ts'), { BENCH_API_CONFIG: JSON.stringify(config), BENCH_WORKER_TYPES: 'search-sync' }, [`--max-old-space-size=${heapMb}`])
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
    const stats = await new Promise<SearchFakeStats>((resolve) => {
      const on = (m: any): void => { if (m?.searchStats !== undefined) { farm.proc.off('message', on); resolve(m.searchStats) } }
      farm.proc.on('message', on)
      farm.proc.send({ ask: 'searchStats' })
    })
    const queries = [...stats.queries].sort((a, b) => a - b)
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
    const accepted = queries.length - stats.refused
    const minimum = (n * spacing) / 1000
    const out: Row[] = [
      { figure: 'daily sync: every property read once', ours: seconds, reference: minimum, unit: 's', note: `reference: the minimum at the product's pace, ${n} queries × ${spacing} ms (SEARCH_GOOGLE_INTERVAL_MS); against the fake's limit alone (${n} / ${limit} per second = ${(n / limit).toFixed(0)} s) ${(seconds / (n / limit)).toFixed(2)}x` },
      { figure: 'properties read through yesterday', ours: read, reference: n, unit: 'properties' },
      { figure: 'Search Analytics queries answered', ours: accepted, reference: n, unit: 'queries', note: `one per property; ${stats.byKind.sites ?? 0} sites list(s), ${stats.byKind.token ?? 0} token exchange(s)` },
      { figure: 'Search Analytics: most queries in one second', ours: busiestWindow(queries, 1000), reference: limit, unit: 'q/s', note: 'refused ones included; must not exceed the reference' },
      { figure: 'Search Analytics: most queries in one minute', ours: busiestWindow(queries, 60_000), reference: limit * 60, unit: 'q/min', note: `Google's own limit is 1,200 a minute per user; the bench scales it to ${limit * 60}` },
      { figure: 'queries refused over the limit (429)', ours: stats.refused, reference: 0, unit: 'queries' },
      { figure: 'worker peak RSS', ours: Math.round(rss / MIB), reference: 300, unit: 'MiB', note: `the compiled worker running search-sync alone, --max-old-space-size=${heapMb}; goal: under the reference` },
      { figure: 'events raised (traffic-drop, search-access-lost)', ours: events.length, unit: 'events', note: `${JSON.stringify(Object.fromEntries(['traffic-drop', 'search-access-lost'].map((k) => [k, events.filter((e) => e.kind === k).length])))}, naming ${events.reduce((s, e) => s + Number((typeof e.data === 'string' ? JSON.parse(e.data) : e.data)?.count ?? 1), 0)} sites: the drop rule ran over every property (the seeded history and the fake's figures differ, so some sites "drop"; one grouped event per sync)` },
      { figure: 'SQLite: search_daily rows', ours: rows, reference: fullRows + (n - historySites) * 4, unit: 'rows' },
      { figure: 'SQLite: bytes per daily row (search_daily B-tree, dbstat)', ours: perRow, unit: 'B', note: `before the sync ${(before.table / MIB).toFixed(1)} MiB, after ${(after.table / MIB).toFixed(1)} MiB; the whole file in use ${(after.file / MIB).toFixed(1)} MiB` },
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
      params: { BENCH_SEARCH_PROPERTIES: n, BENCH_SEARCH_HISTORY_SITES: historySites, ...(pg !== undefined ? { BENCH_SEARCH_PG_SITES: pgSites } : {}), BENCH_SEARCH_LIMIT: limit, BENCH_SEARCH_MARGIN: margin, SEARCH_GOOGLE_INTERVAL_MS: spacing, API_HEAP_MB: heapMb, database: pg !== undefined ? 'sqlite (sync, storage), postgres (storage)' : 'sqlite', seedSeconds: seedSeconds.toFixed(0), loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' ') },
      rows: out,
      notes: [
        'One account, one pacing key: every query of the sync waits for its turn, so the floor is the number of properties times the pause. The pause is the bench\'s; at the shipped 200 ms the same sync takes at least 10,000 s, and Google\'s 1,200 a minute per user would allow 2,500 s.',
        'Storage: one row per property and day (day, clicks, impressions, position ×100), every day present; real portfolios have days without a row (no impressions) and smaller figures, so this is the high end.'
      ]
    })
  } finally {
    await worker?.stop()
    await app.close()
    await farm.stop()
  }
}
