// api-at-scale: BENCH_DOMAINS domains for one user, seeded through Kysely, then the endpoints the
// screens call under a closed-loop load against the api in its own process; reference: /healthz
// under the same load (the framework's floor). Runs on SQLite, and on PostgreSQL in a fresh
// schema when DATABASE_URL is set.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import { buildApp } from '../../api/src/app'
import type { AppConfig } from '../../api/src/platform/config/config'
import { createTokenService } from '../../api/src/platform/auth/tokens'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { startChild } from '../lib/child'
import { load, type LoadResult } from '../lib/load'
import { envInt, report, type Row } from '../lib/report'
import { CATEGORIES, seedPortfolio } from '../lib/seed'
import { SEARCH_SEED_DAYS, seedSearch } from '../lib/seed-search-portfolio'

const API = path.join(__dirname, '..', 'lib', 'api-process.ts')
/** The api's V8 heap limit as `npm start` sets it (API_HEAP_MB, default 256), so the RSS is the shipped one. */
const API_HEAP = [`--max-old-space-size=${process.env.API_HEAP_MB ?? '256'}`]

// What the screens call (natural scope, the largest: 70% of the domains).
const OVERVIEW = '/api/scraper/overview'
const DASHBOARD = ['down', 'uptime-trend', 'upcoming', 'open-alerts'].map((panel) => `${OVERVIEW}/${panel}`)
// The Search screen's first page in its "biggest losers" order, over the whole portfolio
// (seed: lib/seed-search-portfolio.ts; goal: under 1 s built at 50,000 sites).
const SEARCH_PORTFOLIO = '/api/search/portfolio?sort=clicksChange&limit=50'
/** BENCH_API_ONLY: a comma-separated list of parts of the endpoints to measure (all when unset). */
const only = (process.env.BENCH_API_ONLY ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '')
const picked = (endpoint: string): boolean => only.length === 0 || only.some((part) => endpoint.includes(part))
const ALL_ENDPOINTS = [
  '/api/scraper/all',
  `/api/scraper/by-category/${encodeURIComponent(CATEGORIES.natural[0])}`,
  '/api/scraper/category-counts',
  '/api/scraper/error-domain',
  '/api/scraper/expiring',
  '/api/scraper/unindexed-domains',
  '/api/hosting/get-hostingInfo',
  // The portfolio overview (goal: under 300 ms of API time at 50,000 domains).
  OVERVIEW,
  // The overview's dashboard panels, one call each (same goal as the overview).
  ...DASHBOARD,
  // Over time: the Changes screen's first page and a filtered one, the Footprints
  // screen and its CSV export (seed: lib/seed-over-time.ts).
  '/api/scraper/changes',
  `/api/scraper/changes?since=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}&kind=title`,
  '/api/scraper/footprints',
  '/api/scraper/footprints.csv',
  SEARCH_PORTFOLIO
]
const ENDPOINTS = ALL_ENDPOINTS.filter(picked)
/** Measured alone with one client and every answer built: one build's time, not builds queued. */
const ALONE = [OVERVIEW, ...DASHBOARD, SEARCH_PORTFOLIO].filter(picked)

export async function run (): Promise<void> {
  const kinds: Array<'sqlite' | 'postgres'> = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
  for (const kind of kinds) await runOn(kind)
}

async function runOn (kind: 'sqlite' | 'postgres'): Promise<void> {
  const n = envInt('BENCH_DOMAINS', 50_000)
  const connections = envInt('BENCH_API_CONNECTIONS', 8)
  // Many clients at once: where a database connection pool (DATABASE_POOL_SIZE) queues.
  const crowdConnections = envInt('BENCH_API_CROWD_CONNECTIONS', 64)
  const seconds = envInt('BENCH_API_SECONDS', 5)
  const resultsPerSec = envInt('BENCH_RESULTS_PER_SEC', 200)
  const startedAt = new Date().toISOString()
  const schema = kind === 'postgres' ? `sf_bench_${randomBytes(6).toString('hex')}` : undefined
  const config: AppConfig = testConfig({
    dataDir: tempDir('sitefleet-bench-api-'),
    databasePoolSize: envInt('DATABASE_POOL_SIZE', 10),
    workerEnabled: false, // the figure is reading, not checking
    ...(schema !== undefined ? { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema } : {})
  })
  try {
    // Migrate and seed in this process, then let the api process open the same database.
    const seeder = buildApp(config, { logger: false })
    await seeder.ready()
    const t0 = performance.now()
    const user = await seedPortfolio(seeder.db, n)
    const searchSeed = await seedSearch(seeder.db, user.userId)
    const seedSeconds = (performance.now() - t0) / 1000
    await seeder.close()
    console.log(`[${kind}] seeded ${n} domains and ${searchSeed.rows} search_daily rows in ${seedSeconds.toFixed(1)} s`)

    const token = createTokenService(config.jwtSecret).sign({ sub: user.userId, role: 'user', name: user.name, email: user.email, ver: 0 })
    const rows: Row[] = []
    // The product as it ships (read cache on), then with every request building its answer
    // (READ_CACHE_MB=0): what a list costs right after its data changed.
    const cached = await measure(config, token, connections, seconds)
    const built = await measure({ ...config, readCacheMb: 0 }, token, connections, seconds)
    // A check round: the worker records results all along (at its full speed, not the average).
    const round = await measure(config, token, connections, seconds, resultsPerSec)
    const crowd = await measure(config, token, crowdConnections, seconds)
    // The overview's API time when its answer must be built (right after a write): one client,
    // so the figure is one build, not eight builds queued behind each other.
    const alone = await measure({ ...config, readCacheMb: 0 }, token, 1, seconds, 0, ALONE)
    for (const endpoint of ENDPOINTS) {
      const r = cached.results.get(endpoint)!
      const b = built.results.get(endpoint)!
      rows.push({ figure: `${endpoint} p50`, ours: r.p50, reference: cached.floor.p50, unit: 'ms' })
      rows.push({ figure: `${endpoint} p95`, ours: r.p95, reference: cached.floor.p95, unit: 'ms', note: r.p95 < 100 ? 'target <100 met' : 'target <100 MISSED' })
      rows.push({ figure: `${endpoint} p99`, ours: r.p99, reference: cached.floor.p99, unit: 'ms' })
      rows.push({ figure: `${endpoint} req/s`, ours: r.rps, reference: cached.floor.rps, unit: 'req/s', note: `${(r.bytes / 1024).toFixed(0)} KiB on the wire per response` })
      rows.push({ figure: `${endpoint} p95, every request built`, ours: b.p95, reference: built.floor.p95, unit: 'ms', note: `READ_CACHE_MB=0; p50 ${b.p50.toFixed(1)} ms, ${b.rps.toFixed(1)} req/s` })
      const c = round.results.get(endpoint)!
      rows.push({ figure: `${endpoint} p95, during a check round`, ours: c.p95, reference: round.floor.p95, unit: 'ms', note: `${round.resultsPerSec.toFixed(0)} results/s recorded; p50 ${c.p50.toFixed(1)} ms` })
      const m = crowd.results.get(endpoint)!
      rows.push({ figure: `${endpoint} req/s, ${crowdConnections} clients`, ours: m.rps, reference: crowd.floor.rps, unit: 'req/s', note: `p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms${kind === 'postgres' ? `; pool of ${config.databasePoolSize}` : ''}` })
    }
    for (const endpoint of ALONE) {
      const o = alone.results.get(endpoint)!
      const target = endpoint === SEARCH_PORTFOLIO ? 1000 : 300
      rows.push({ figure: `${endpoint} p95, built, one client`, ours: o.p95, reference: alone.floor.p95, unit: 'ms', note: `READ_CACHE_MB=0; p50 ${o.p50.toFixed(1)} ms; ${o.p95 < target ? `target <${target} met` : `target <${target} MISSED`}; ${(o.bytes / 1024).toFixed(1)} KiB` })
    }
    rows.push({ figure: 'api peak RSS', ours: cached.peakRss / 1024 / 1024, unit: 'MiB', note: cached.peakRss < 300 * 1024 * 1024 ? 'target <300 met' : 'target <300 MISSED' })
    rows.push({ figure: 'api peak RSS, every request built', ours: built.peakRss / 1024 / 1024, unit: 'MiB', note: 'READ_CACHE_MB=0' })
    rows.push({ figure: 'api peak RSS, during a check round', ours: round.peakRss / 1024 / 1024, unit: 'MiB' })
    report({
      scenario: kind === 'sqlite' ? 'api-at-scale' : 'api-at-scale-postgres',
      startedAt,
      params: { database: kind, BENCH_DOMAINS: n, BENCH_API_CONNECTIONS: connections, BENCH_API_CROWD_CONNECTIONS: crowdConnections, ...(kind === 'postgres' ? { DATABASE_POOL_SIZE: config.databasePoolSize } : {}), BENCH_API_SECONDS: seconds, BENCH_RESULTS_PER_SEC: resultsPerSec, ...(only.length > 0 ? { BENCH_API_ONLY: only.join(',') } : {}), seedSeconds: seedSeconds.toFixed(1) },
      rows,
      notes: [
        'Closed loop: each connection sends its next request when the previous body is read; latency is to the last body byte. Requests send a browser\'s Accept-Encoding, so big lists travel gzipped.',
        'reference: GET /healthz under the same load on the same process. Ratio = endpoint / healthz.',
        '"every request built": the same load on an api with READ_CACHE_MB=0, i.e. the cost of a list whose data has just changed (query, JSON, gzip).',
        `"${crowdConnections} clients": the product as shipped under BENCH_API_CROWD_CONNECTIONS clients at once (on PostgreSQL the api's ${config.databasePoolSize} pooled connections, DATABASE_POOL_SIZE, serve them all).`,
        `"during a check round": the same load while the api records ${resultsPerSec} status results a second (BENCH_RESULTS_PER_SEC) through the checks' own write path, as its in-process worker does in a round; cached lists trail those results by up to 5 s.`,
        'Seed: one user, 70/20/10% natural/casino/dating, brand categories, a scan, 3 status history rows, affiliate and Bing results per domain; half the domains on one of 50 servers.',
        'Dashboard seed (lib/seed-outages.ts, lib/seed.ts): 30 days of daily roll-ups per site and their per-scope days as the roll-up adds them; every site answering an error (about 8%) confirmed down over the last 48 hours, its site-down event sent in one alert per server of each batch of 200, one in three recovered since.',
        `Search seed (lib/seed-search-portfolio.ts): one Search Console account, a domain property per saved domain (${searchSeed.properties}), ${SEARCH_SEED_DAYS} days of search_daily rows each (${searchSeed.rows} rows: the 12-week trend, which holds the 28 days and the 28 before, and the 3 fresh days) and its roll-up through its final day, as the sync leaves them; one site in six lost half its clicks. The search portfolio is measured over every super category (no superCategory filter), sorted by clicks change, first page of 50.`,
        'Over-time seed (lib/seed-over-time.ts): ~7 footprint rows per domain (GA4/GTM/AdSense IDs and affiliate IDs shared by networks of 5–50 sites, generators and themes, IPs shared by ~10 sites, one site in ten with two A records, Cloudflare pairs per network or one of 50 hosting nameserver sets, one-site UA IDs), DNS records, and ~5 SEO changes per domain over 60 days of weekly re-scans.'
      ]
    })
  } finally {
    fs.rmSync(config.dataDir, { recursive: true, force: true })
    if (schema !== undefined) {
      const client = new Client({ connectionString: process.env.DATABASE_URL })
      await client.connect()
      await client.query(`drop schema if exists "${schema}" cascade`).finally(async () => await client.end())
    }
  }
}

interface Measured { floor: LoadResult, results: Map<string, LoadResult>, peakRss: number, resultsPerSec: number }

/**
 * One api process with `config`: /healthz, then each of `endpoints`, under the same closed-loop load;
 * with `resultsPerSec`, while the api records that many check results a second.
 */
async function measure (config: AppConfig, token: string, connections: number, seconds: number, resultsPerSec = 0, endpoints = ENDPOINTS): Promise<Measured> {
  const api = await startChild<{ port: number }>(API, { BENCH_API_CONFIG: JSON.stringify(config), BENCH_RESULTS_PER_SEC: String(resultsPerSec) }, API_HEAP)
  try {
    const origin = `http://127.0.0.1:${api.ready.port}`
    const headers = { authorization: `Bearer ${token}` }
    const t0 = performance.now()
    const floor = await load(origin, '/healthz', {}, connections, seconds)
    const results = new Map<string, LoadResult>()
    for (const endpoint of endpoints) {
      const r = await load(origin, endpoint, headers, connections, seconds)
      if (r.errors > 0) throw new Error(`${endpoint}: ${r.errors} of ${r.requests} requests failed`)
      results.set(endpoint, r)
    }
    const recorded = resultsPerSec > 0 ? await ask<number>(api.proc, 'recorded') : 0
    return { floor, results, peakRss: await api.peakRss(), resultsPerSec: recorded / ((performance.now() - t0) / 1000) }
  } finally {
    await api.stop()
  }
}

/** A question to the api child (lib/api-process) and its answer. */
async function ask<T> (proc: ChildProcess, question: string): Promise<T> {
  return await new Promise<T>((resolve) => {
    const on = (m: any): void => { if (m?.[question] !== undefined) { proc.off('message', on); resolve(m[question] as T) } }
    proc.on('message', on)
    proc.send({ ask: question })
  })
}
