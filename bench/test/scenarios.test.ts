// Every scenario of `npm run bench`, run as a user runs it but at a tiny size, so the benchmarks
// cannot rot: each must finish on this checkout and report each figure with its reference. The
// figures are not judged here (a shared machine is too noisy; bench/README.md has real ones).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Result } from '../lib/report'

const REPO = path.join(__dirname, '..', '..')

const TINY: Record<string, string> = {
  BENCH_SITES: '40',
  BENCH_CONCURRENCY: '8',
  BENCH_SCAN_SECONDS: '1',
  BENCH_DOMAINS: '400',
  BENCH_API_CONNECTIONS: '2',
  BENCH_API_SECONDS: '1',
  BENCH_RESULTS_PER_SEC: '40',
  BENCH_UI_DOMAINS: '300',
  BENCH_STORM_SITES: '200',
  BENCH_STORM_DOWN: '80',
  BENCH_IMPORT_ROWS: '300',
  BENCH_EXPORT_DOMAINS: '300',
  BENCH_RDAP_DOMAINS: '90',
  BENCH_REGISTRAR_DOMAINS: '400',
  BENCH_REPUTATION_DOMAINS: '200',
  BENCH_REPUTATION_IPS: '20',
  BENCH_SEARCH_PROPERTIES: '200',
  BENCH_HISTORY_SAMPLE: '20',
  BENCH_HISTORY_REF_SAMPLE: '10',
  BENCH_FIRST_ROUND_DOMAINS: '60',
  BENCH_FIRST_ROUND_SETUPS: 'sqlite',
  BENCH_FUZZ_REQUESTS: '300',
  BENCH_EVENT_LOOP_DOMAINS: '300',
  BENCH_EVENT_LOOP_ROWS: '300',
  BENCH_LOCATIONS_SITES: '60',
  BENCH_LOCATIONS_CONFIRM_SECONDS: '5',
  BENCH_SOAK_DOMAINS: '2000',
  BENCH_SOAK_SECONDS: '20',
  BENCH_SOAK_SAMPLE_SECONDS: '5',
  BENCH_SOAK_WARMUP_SECONDS: '5'
}

/** Runs `npm run bench -- <name>` and returns what it wrote for each result name. */
function bench (name: string, results: string[]): Result[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sitefleet-bench-${name}-`))
  try {
    execFileSync('npm', ['run', 'bench', '--', name], { cwd: REPO, env: { ...process.env, ...TINY, BENCH_RESULTS_DIR: dir }, stdio: 'inherit' })
    return results.map((result) => JSON.parse(fs.readFileSync(path.join(dir, `${result}.json`), 'utf8')) as Result)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Each figure in `expected` is reported as a number, with its reference and their ratio when it has one. */
function expectFigures (result: Result, expected: Array<{ figure: string, reference: boolean }>): void {
  for (const { figure, reference } of expected) {
    const row = result.rows.find((r) => r.figure === figure)
    expect({ figure, found: row !== undefined }).toEqual({ figure, found: true })
    expect(typeof row!.ours === 'number' && Number.isFinite(row!.ours) && row!.ours > 0).toBe(true)
    if (reference) {
      expect(typeof row!.reference === 'number' && row!.reference > 0).toBe(true)
      expect(Number.isFinite(row!.ratio)).toBe(true)
    }
  }
}

test('check-throughput: a status refresh through the worker against plain undici', () => {
  const [result] = bench('check-throughput', ['check-throughput'])
  expectFigures(result, [{ figure: 'full status refresh', reference: true }, { figure: 'wall time for N domains', reference: true }])
  expect(result.rows.find((r) => r.figure === 'results written (status rows updated)')?.ours).toBe(40)
})

test('scan-cost: full scans against the fetch alone, at every page size', () => {
  const [result] = bench('scan-cost', ['scan-cost'])
  for (const kb of [20, 200, 1000, 3000]) {
    expectFigures(result, [{ figure: `${kb} KB page: pages/s`, reference: true }, { figure: `${kb} KB page: CPU per page`, reference: true }])
  }
})

test('api-at-scale: every screen endpoint under load against /healthz, and the peak RSS', () => {
  const names = process.env.DATABASE_URL ? ['api-at-scale', 'api-at-scale-postgres'] : ['api-at-scale']
  for (const result of bench('api-at-scale', names)) {
    expect(result.params.BENCH_DOMAINS).toBe(400)
    for (const endpoint of ['/api/scraper/all', '/api/scraper/error-domain', '/api/hosting/get-hostingInfo', '/api/scraper/changes', '/api/scraper/footprints', '/api/scraper/footprints.csv']) {
      expectFigures(result, [
        { figure: `${endpoint} p95`, reference: true },
        { figure: `${endpoint} req/s`, reference: true },
        { figure: `${endpoint} p95, every request built`, reference: true },
        { figure: `${endpoint} p95, during a check round`, reference: true }
      ])
    }
    expectFigures(result, [{ figure: '/api/scraper/overview p95, built, one client', reference: true }, { figure: 'api peak RSS', reference: false }])
  }
})

test('frontend-weight: bytes and time of the federated screens against a single build', () => {
  const [result] = bench('frontend-weight', ['frontend-weight'])
  expectFigures(result, [
    { figure: 'login screen JS, over the wire', reference: true },
    { figure: 'domain list JS+CSS, over the wire', reference: true },
    { figure: 'login screen LCP (cold)', reference: true },
    { figure: 'domain list LCP (cold)', reference: true }
  ])
  expect(result.rows.some((r) => r.figure.startsWith('navigation → domain list') && typeof r.ours === 'number' && r.ours > 0)).toBe(true)
})

test('scan-accuracy: the scanner against Chromium, field by field', () => {
  const [result] = bench('scan-accuracy', ['scan-accuracy'])
  expectFigures(result, [
    { figure: 'image count: pages agreeing', reference: true },
    { figure: 'word count: pages agreeing', reference: true },
    { figure: 'images listed with the same URL and alt', reference: true }
  ])
})

test('alert-storm: the messages a storm of outages sends, and how soon, against per-site alerting and the grouping wait', () => {
  const [result] = bench('alert-storm', ['alert-storm'])
  expectFigures(result, [{ figure: 'messages sent for the round', reference: true }, { figure: 'incidents opened for the round', reference: true }, { figure: 'escalation messages', reference: true }, { figure: 'end of round → last delivery', reference: true }])
})

test('import: preview and apply of a CSV against plain multi-row inserts, and the peak RSS', () => {
  const [result] = bench('import', ['import'])
  expect(result.params.BENCH_IMPORT_ROWS).toBe(300)
  expectFigures(result, [{ figure: 'preview', reference: true }, { figure: 'apply', reference: true }, { figure: 'peak RSS (preview + apply)', reference: false }])
  expectFigures(result, [{ figure: 'hostile 20 MB file: time to 413', reference: true }, { figure: 'hostile 20 MB file: peak RSS', reference: false }])
})

test('event-loop: the api\'s longest event-loop block per hostile input, against /healthz alone', () => {
  const [result] = bench('event-loop', ['event-loop'])
  for (const input of ['1 MB note', '20 MB CSV of one-character rows', '300-row CSV preview', 'a save while another process holds the write lock for 3 s', '300-domain bulk call']) {
    expectFigures(result, [{ figure: `longest block: ${input}`, reference: true }])
  }
  // The robots case waits for the worker's re-scan, which a loaded machine may not run within the
  // scenario's 180 s: then the row says "not measured" (and why) rather than failing the others.
  expect(result.rows.some((r) => r.figure === 'longest block: robots.txt re-scan diff')).toBe(true)
})

test('export: the domain and hosting CSV downloads against one SELECT + csv-stringify in one go: seconds, first byte, memory', () => {
  const names = process.env.DATABASE_URL ? ['export', 'export-postgres'] : ['export']
  for (const result of bench('export', names)) {
    expect(result.params.BENCH_EXPORT_DOMAINS).toBe(300)
    for (const url of ['/api/scraper/export.csv', '/api/hosting/export.csv']) {
      expectFigures(result, [{ figure: `${url}: download`, reference: true }, { figure: `${url}: first byte`, reference: true }, { figure: `${url}: bytes`, reference: true }])
    }
    // Every domain came out, as many rows as the reference read.
    expect(result.rows.find((r) => r.figure === '/api/scraper/export.csv: rows')).toMatchObject({ ours: 300, reference: 300 })
    expect(typeof result.rows.find((r) => r.figure === '/api/scraper/export.csv: api RSS growth')?.ours).toBe('number')
  }
})

test('rdap: lookups across 3 registries limited to 10/s each, against the limit-bound minimum; no registry over its limit', () => {
  const [result] = bench('rdap', ['rdap'])
  expectFigures(result, [{ figure: 'all domains looked up', reference: true }, { figure: 'registry expiry recorded', reference: true }])
  expect(result.rows.find((r) => r.figure === 'registry expiry recorded')?.ours).toBe(90)
  for (const tld of ['ra', 'rb', 'rc']) expect(result.rows.find((r) => r.figure === `registry ${tld}: most requests in one second`)?.ours).toBeLessThanOrEqual(10)
})

test('registrar-sync: 4 accounts at the 4 registrar fakes against the limit-bound minimum; a second sync writes nothing', () => {
  const [result] = bench('registrar-sync', ['registrar-sync'])
  expectFigures(result, [{ figure: 'first sync: all 4 accounts', reference: true }, { figure: 'worker peak RSS', reference: true }, { figure: 'second sync, nothing changed', reference: true }])
  expect(result.rows.find((r) => r.figure === 'domains stored')).toMatchObject({ ours: 400, reference: 400 })
  expect(result.rows.find((r) => r.figure === 'second sync: rows written (domains, pages, prices, hosting, removals)')?.ours).toBe(0)
})

test('reputation: every provider paced to its scaled limit, one query per shared IP, against the limit-bound minimum', () => {
  const [result] = bench('reputation', ['reputation'])
  expectFigures(result, [{ figure: 'every value looked up once', reference: true }, { figure: 'peak RSS of the product (api with its worker, one process)', reference: true }])
  expect(result.rows.find((r) => r.figure === 'Spamhaus queries (DBL + ZEN)')).toMatchObject({ ours: 220, reference: 220 })
  expect(result.rows.find((r) => r.figure === 'Spamhaus: most queries in one second')?.ours).toBeLessThanOrEqual(50)
})

test('search-sync: every property read once within the Search Analytics limit and every home page inspected once, against their minimums; 16 months of rows measured', () => {
  const [result] = bench('search-sync', ['search-sync'])
  expect(result.params.BENCH_SEARCH_PROPERTIES).toBe(200)
  expectFigures(result, [
    { figure: 'daily sync: every property read once', reference: true },
    { figure: 'worker peak RSS, daily sync', reference: true },
    { figure: 'weekly inspection: every home page inspected once', reference: true },
    { figure: 'worker peak RSS, inspection', reference: true },
    { figure: 'SQLite: bytes per daily row (search_daily B-tree, dbstat)', reference: false },
    { figure: 'SQLite: 16 months of days for 200 sites', reference: true }
  ])
  expect(result.rows.find((r) => r.figure === 'properties read through yesterday')).toMatchObject({ ours: 200, reference: 200 })
  // Once each: no property asked twice, none refused.
  expect(result.rows.find((r) => r.figure === 'Search Analytics queries answered')).toMatchObject({ ours: 200, reference: 200 })
  expect(result.rows.find((r) => r.figure === 'Search Analytics queries refused over the limit (429)')?.ours).toBe(0)
  // Sitemaps weekly: only the seventh of the properties whose read is due today is asked.
  expect(result.rows.find((r) => r.figure === 'sitemaps lists made (weekly per property)')).toMatchObject({ ours: 29, reference: 29 })
  const limit = Number(result.params.BENCH_SEARCH_LIMIT)
  expect(result.rows.find((r) => r.figure === 'Search Analytics: most queries in one second')?.ours).toBeLessThanOrEqual(limit)
  expect(result.rows.find((r) => r.figure === 'Search Analytics: most queries in one minute')?.ours).toBeLessThanOrEqual(limit * 60)
  // Every home page inspected, once, within the per-project quota.
  expect(result.rows.find((r) => r.figure === 'home pages inspected')).toMatchObject({ ours: 200, reference: 200 })
  expect(result.rows.find((r) => r.figure === 'URL Inspection: most calls on one property')?.ours).toBe(1)
  expect(result.rows.find((r) => r.figure === 'URL Inspection calls refused over the quota (429)')?.ours).toBe(0)
  // 16 months of days for every property: 487 rows each.
  expect(result.rows.find((r) => r.figure === 'SQLite: search_daily rows')).toMatchObject({ ours: 200 * 487, reference: 200 * 487 })
  if (process.env.DATABASE_URL) expectFigures(result, [{ figure: 'PostgreSQL: 16 months of days for 200 sites', reference: true }])
})

test('history-growth: bytes per domain-day and throughput of the compact history against check_history', () => {
  const [result] = bench('history-growth', ['history-growth'])
  expectFigures(result, [
    { figure: 'bytes per domain-day (30 days)', reference: true },
    { figure: 'history at N domains after 30 days', reference: true },
    { figure: 'day 30: results recorded + rolled up per second', reference: true }
  ])
})

test('first-round: an import\'s first status round, against the same round without paced checks; no general slot waits for a turn', () => {
  const [result] = bench('first-round', ['first-round'])
  expectFigures(result, [
    { figure: 'single process, SQLite: first status round', reference: true },
    { figure: 'single process, SQLite: status results per second', reference: true }
  ])
  expect(result.rows.find((r) => r.figure === 'single process, SQLite: general-slot waits for a pacing turn')?.ours).toBe(0)
})

test('locations: home + 2 probes against the same round with no probes; no site-down for a failure seen from home only', () => {
  const [result] = bench('locations', ['locations'])
  expectFigures(result, [
    { figure: 'p95 first failure → decision', reference: true },
    { figure: 'api CPU per result', reference: true },
    { figure: 'bytes on the wire per probe result', reference: false },
    { figure: 'probe 1 peak RSS', reference: true }
  ])
  expect(result.rows.find((r) => r.figure === 'site-down alerts for sites failing from home only')?.ours).toBe(0)
})

test('fuzz: contract-generated requests against /healthz alone: no 5xx, the slowest answers, the event loop, the bystander unchanged', () => {
  const [result] = bench('fuzz', ['fuzz'])
  expect(result.params.BENCH_FUZZ_REQUESTS).toBe(300)
  expectFigures(result, [
    { figure: 'requests sent', reference: false },
    { figure: 'slowest answer', reference: true },
    { figure: 'longest event-loop block (monitorEventLoopDelay max)', reference: true }
  ])
  expect(result.rows.find((r) => r.figure === 'requests sent')?.ours).toBe(300)
  expect(result.rows.find((r) => r.figure === '5xx answers')?.ours).toBe(0)
  expect(result.rows.find((r) => r.figure === 'failed alone too (unexplained)')?.ours).toBe(0)
  expect(result.rows.find((r) => r.figure === "bystander's rows after (Vic)")?.ours).toBe('unchanged')
})

test('soak: 20 seconds of reads during a check round, sampled every 5 s: RSS, heap, descriptors, event-loop p99', () => {
  const [result] = bench('soak', ['soak'])
  expect(result.params.BENCH_SOAK_SECONDS).toBe(20)
  // A sample every 5 s (fewer when a loaded machine makes the scrapes slow), each from the api's own /metrics.
  const sampled = result.rows.filter((r) => /^t\+\d+s RSS$/.test(r.figure))
  expect(sampled.length).toBeGreaterThanOrEqual(2)
  expectFigures(result, [...sampled.map((r) => ({ figure: r.figure, reference: true })), { figure: 'event-loop p99, worst interval after the warm-up', reference: true }, { figure: 'event-loop p99, worst interval of the whole run', reference: false }, { figure: 'list reads answered', reference: false }])
  for (const figure of ['RSS growth after the warm-up', 'open descriptors at the end']) {
    const row = result.rows.find((r) => r.figure === figure)
    expect(typeof row?.ours === 'number' && Number.isFinite(row.ours)).toBe(true)
  }
  expect(result.rows.find((r) => r.figure === 'list reads answered')?.note).toBe('0 failed')
})
