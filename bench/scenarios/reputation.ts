// reputation: BENCH_REPUTATION_DOMAINS saved domains (50,000) whose sites resolve to
// BENCH_REPUTATION_IPS addresses (5,000), every provider on: Spamhaus DBL and ZEN (one DQS
// quota), SURBL, URIBL against the fake blocklist resolver on loopback, Safe Browsing (500 URLs a
// request) at its real host name through CONNECT_TO. Real providers allow 100,000 to 250,000
// queries a day, which at 50,000 domains is a day's run; the bench scales every published rate
// to BENCH_REPUTATION_LIMIT queries a second (Safe Browsing to a tenth of it) and spaces the
// product's turns BENCH_REPUTATION_MARGIN % wider (10: a late timer on a busy machine must not
// put two turns' worth of queries into one second). Reported: the time until every value was
// looked up once against the limit-bound minimum (the busiest pacing key's queries / its rate),
// each key's busiest second, one query per shared IP, and the product's peak RSS.
// Three processes: the fakes live in the bench farm's (lib/bench-farm, lib/reputation-fakes),
// the product is the compiled api with its in-process worker (lib/api-process, `npm start`'s heap
// limit), and this one seeds and watches the SQLite file read-only. The RSS is the api's alone.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { buildApp } from '../../api/src/app'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { type FarmReady, pinsFor } from '../lib/bench-farm'
import { type Child, startChild } from '../lib/child'
import { benchIp, type ReputationSeen } from '../lib/reputation-fakes'
import { envInt, report } from '../lib/report'

const FARM = path.join(__dirname, '..', 'lib', 'bench-farm.ts')
const API = path.join(__dirname, '..', 'lib', 'api-process.ts')
/** The api's V8 heap limit as `npm start` sets it (API_HEAP_MB, default 256), so the RSS is the shipped one. */
const API_HEAP = [`--max-old-space-size=${process.env.API_HEAP_MB ?? '256'}`]
const KEY = 'benchdqskey12345'
const GOOGLE_HOSTS = ['webrisk.googleapis.com', 'safebrowsing.googleapis.com']

export async function run (): Promise<void> {
  const domains = envInt('BENCH_REPUTATION_DOMAINS', 50_000)
  const ips = envInt('BENCH_REPUTATION_IPS', 5000)
  const limit = envInt('BENCH_REPUTATION_LIMIT', 50)
  const sbLimit = Math.max(1, Math.round(limit / 10))
  const margin = envInt('BENCH_REPUTATION_MARGIN', 10)
  const spacing = (perSecond: number): number => Math.ceil((1000 / perSecond) * (1 + margin / 100))
  const startedAt = new Date().toISOString()
  const farm = await startChild<FarmReady>(FARM, { BENCH_FARM_SITES: '0', BENCH_FARM_REPUTATION_KEY: KEY, BENCH_FARM_REPUTATION_IPS: String(ips) })
  const config = testConfig({
    dataDir: tempDir('sitefleet-bench-reputation-'),
    workerEnabled: true,
    connectTo: parseConnectTo(pinsFor(GOOGLE_HOSTS, farm.ready)),
    reputation: {
      resolver: { host: '127.0.0.1', port: farm.ready.dnsPort ?? 0 },
      spamhausKey: KEY,
      surbl: true,
      uribl: true,
      web: { kind: 'safe-browsing', key: 'bench-key-0123456789' },
      intervalMs: 24 * 3_600_000,
      spacingMs: { 'spamhaus-dbl': spacing(limit), 'spamhaus-zen': spacing(limit), surbl: spacing(limit), uribl: spacing(limit), web: spacing(sbLimit) }
    }
  })
  let api: Child<{ port: number }> | undefined
  let file: SQLite.Database | undefined
  try {
    // Seeded before the api starts: one process owns the SQLite file while the product runs.
    const seeder = buildApp({ ...config, workerEnabled: false }, { logger: false })
    await seeder.ready()
    const db = seeder.db
    const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    for (let i = 0; i < domains; i += 500) {
      const rows = Array.from({ length: Math.min(500, domains - i) }, (_, k) => ({ id: randomUUID(), n: i + k }))
      await db.insertInto('domains').values(rows.map((d) => ({
        id: d.id, user_id: admin.id, super_category: 'natural' as const, domain: `site${d.n}.example`, category: 'Reputation', issue_date: '2026-01-01', status_code: 200, last_checked: now, created_at: now, updated_at: now
      }))).execute()
      await db.insertInto('domain_footprints').values(rows.map((d) => ({
        domain_id: d.id, kind: 'ip', value: benchIp(d.n % ips), user_id: admin.id, super_category: 'natural' as const
      }))).execute()
    }
    // Every check row exists before the api starts (it would make missing ones due at once), and
    // the domain checks of these made-up sites are held back: only the system checks run, the
    // reputation lanes among them.
    await seeder.checks.worker.ensureRows()
    await seeder.db.updateTable('checks').set({ due_at: '2999-01-01T00:00:00.000Z' }).execute()
    await seeder.close()
    const t0 = performance.now()
    api = await startChild<{ port: number }>(API, { BENCH_API_CONFIG: JSON.stringify(config), BENCH_RESULTS_PER_SEC: '0' }, API_HEAP)
    file = new SQLite(path.join(config.dataDir, 'sitefleet.db'), { readonly: true, fileMustExist: true })
    const count = (where: string): number => Number((file!.prepare(`SELECT count(*) AS n FROM reputation_values ${where}`).get() as { n: number }).n)
    // A value whose every try went unanswered was asked; its retry is an hour away, so it counts
    // as looked up, and the failures are reported.
    const expected = domains * 4 + ips
    while (count('') < expected || count('WHERE checked_at IS NULL AND error_at IS NULL') > 0) {
      if (performance.now() - t0 > 60 * 60_000) throw new Error('reputation round not finished within 60 minutes')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const seconds = (performance.now() - t0) / 1000
    const apiRss = await api.peakRss()
    const farmRss = await farm.peakRss()
    const seen = await new Promise<ReputationSeen>((resolve) => {
      const on = (m: any): void => { if (m?.reputation !== undefined) { farm.proc.off('message', on); resolve(m.reputation as ReputationSeen) } }
      farm.proc.on('message', on)
      farm.proc.send({ ask: 'reputation' })
    })
    const failed = count('WHERE error IS NOT NULL')
    const listed = Number((file.prepare('SELECT count(*) AS n FROM reputation_listings').get() as { n: number }).n)
    const spamhaus = seen.zones['.dq.spamhaus.net']
    const minimum = Math.max((domains + ips) / limit, domains / limit, Math.ceil(domains / 500) / sbLimit)
    report({
      scenario: 'reputation',
      startedAt,
      params: { BENCH_REPUTATION_DOMAINS: domains, BENCH_REPUTATION_IPS: ips, BENCH_REPUTATION_LIMIT: limit, BENCH_REPUTATION_MARGIN: margin, safeBrowsingLimit: sbLimit, loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' ') },
      rows: [
        { figure: 'every value looked up once', ours: seconds, reference: minimum, unit: 's', note: `reference: the limit-bound minimum, Spamhaus ${domains + ips} queries at ${limit}/s (DBL and ZEN share the quota); from the api's start` },
        { figure: 'Spamhaus queries (DBL + ZEN)', ours: spamhaus.queries, reference: domains + ips, unit: 'queries', note: 'one per domain and one per IP however many sites share it (a retry of a lost answer is one more)' },
        { figure: 'Spamhaus: most queries in one second', ours: spamhaus.peakPerSecond, reference: limit, unit: 'q/s', note: 'must not exceed the reference' },
        { figure: 'SURBL: most queries in one second', ours: seen.zones['.multi.surbl.org'].peakPerSecond, reference: limit, unit: 'q/s' },
        { figure: 'URIBL: most queries in one second', ours: seen.zones['.multi.uribl.com'].peakPerSecond, reference: limit, unit: 'q/s' },
        { figure: 'Safe Browsing requests (500 URLs each)', ours: seen.safeBrowsingRequests, reference: Math.ceil(domains / 500), unit: 'requests' },
        { figure: 'lookups failed after every try (retried in an hour)', ours: failed, reference: 0, unit: 'values' },
        { figure: 'IP listings stored', ours: listed, reference: Math.ceil(ips / 50), unit: 'listings' },
        { figure: 'peak RSS of the product (api with its worker, one process)', ours: Math.round(apiRss / 1048576), reference: 300, unit: 'MiB', note: `goal: under the reference; the fakes run in the farm's process (peak ${Math.round(farmRss / 1048576)} MiB, not counted)` }
      ],
      notes: [
        'Every provider is a paced lane of its own on the leased scheduler; the turns are kept in the database, so the margin absorbs the jitter of a shared machine. Lookups run while the next turn is awaited, their outcomes stored 50 at a time.',
        `The product is the compiled api (api/dist) in its own process with npm start's heap limit (${API_HEAP[0]}) and its in-process worker (every domain check held back, so only the system checks run); peak RSS is its kernel high-water mark (VmHWM). The fake resolver, Web Risk and Safe Browsing run in the bench farm's process, and the seeding and watching in the bench's own.`
      ]
    })
  } finally {
    file?.close()
    await api?.stop()
    await farm.stop()
    fs.rmSync(config.dataDir, { recursive: true, force: true })
  }
}
