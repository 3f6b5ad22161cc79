// reputation: BENCH_REPUTATION_DOMAINS saved domains (50,000) whose sites resolve to
// BENCH_REPUTATION_IPS addresses (5,000), every provider on: Spamhaus DBL and ZEN (one DQS
// quota), SURBL, URIBL against the fake blocklist resolver on loopback, Safe Browsing (500 URLs a
// request) at its real host name through CONNECT_TO. Real providers allow 100,000 to 250,000
// queries a day, which at 50,000 domains is a day's run; the bench scales every published rate
// to BENCH_REPUTATION_LIMIT queries a second (Safe Browsing to a tenth of it) and spaces the
// product's turns BENCH_REPUTATION_MARGIN % wider (10: a late timer on a busy machine must not
// put two turns' worth of queries into one second). Reported: the time until every value was
// looked up once against the limit-bound minimum (the busiest pacing key's queries / its rate),
// each key's busiest second, one query per shared IP, and the process's peak RSS.
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { buildApp } from '../../api/src/app'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { startFarm } from '../../api/test/farm'
import { startFakeDnsbl } from '../../api/test/farm/fake-dnsbl'
import { fakeGoogleLists } from '../../api/test/farm/sites/google-lists'
import { fakeLookup } from '../../api/test/helpers/outbound'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { envInt, report } from '../lib/report'

const KEY = 'benchdqskey12345'

function peakPerSecond (times: readonly number[]): number {
  const perSecond = new Map<number, number>()
  for (const t of times) perSecond.set(Math.floor(t / 1000), (perSecond.get(Math.floor(t / 1000)) ?? 0) + 1)
  return Math.max(0, ...perSecond.values())
}

export async function run (): Promise<void> {
  const domains = envInt('BENCH_REPUTATION_DOMAINS', 50_000)
  const ips = envInt('BENCH_REPUTATION_IPS', 5000)
  const limit = envInt('BENCH_REPUTATION_LIMIT', 50)
  const sbLimit = Math.max(1, Math.round(limit / 10))
  const margin = envInt('BENCH_REPUTATION_MARGIN', 10)
  const spacing = (perSecond: number): number => Math.ceil((1000 / perSecond) * (1 + margin / 100))
  const startedAt = new Date().toISOString()
  const dnsbl = await startFakeDnsbl()
  for (let i = 0; i < ips; i += 50) dnsbl.answers.set(`${i % 250}.${Math.floor(i / 250)}.100.10.${KEY}.zen.dq.spamhaus.net`, ['127.0.0.2'])
  const google = fakeGoogleLists()
  const farm = await startFarm({ sites: google.sites })
  const config = testConfig({
    dataDir: tempDir('sitefleet-bench-reputation-'),
    connectTo: parseConnectTo(farm.connectTo(google.sites.map((s) => s.host))),
    reputation: {
      resolver: { host: '127.0.0.1', port: dnsbl.port },
      spamhausKey: KEY,
      surbl: true,
      uribl: true,
      web: { kind: 'safe-browsing', key: 'bench-key-0123456789' },
      intervalMs: 24 * 3_600_000,
      spacingMs: { 'spamhaus-dbl': spacing(limit), 'spamhaus-zen': spacing(limit), surbl: spacing(limit), uribl: spacing(limit), web: spacing(sbLimit) }
    }
  })
  const app = buildApp(config, { logger: false, outbound: { connectTo: config.connectTo, lookup: fakeLookup() }, checks: { pollMs: 20, systemPollMs: 200 } })
  await app.ready()
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss) }, 100)
  try {
    const db = app.db
    const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    for (let i = 0; i < domains; i += 500) {
      const rows = Array.from({ length: Math.min(500, domains - i) }, (_, k) => ({ id: randomUUID(), n: i + k }))
      await db.insertInto('domains').values(rows.map((d) => ({
        id: d.id, user_id: admin.id, super_category: 'natural' as const, domain: `site${d.n}.example`, category: 'Reputation', issue_date: '2026-01-01', status_code: 200, last_checked: now, created_at: now, updated_at: now
      }))).execute()
      await db.insertInto('domain_footprints').values(rows.map((d) => ({
        domain_id: d.id, kind: 'ip', value: `10.100.${Math.floor((d.n % ips) / 250)}.${(d.n % ips) % 250}`, user_id: admin.id, super_category: 'natural' as const
      }))).execute()
    }
    // Only the reputation lanes run: the domain checks of these made-up sites stay out.
    await db.deleteFrom('checks').execute()
    const t0 = performance.now()
    app.checks.worker.start()
    // A value whose lookup failed (a lost UDP answer on a starved machine) was asked; its retry
    // is an hour away, so it counts as looked up, and the failures are reported.
    const unchecked = async (): Promise<number> => Number((await db.selectFrom('reputation_values' as never).select((eb) => eb.fn.countAll<number>().as('n')).where('checked_at' as never, 'is', null).where('error_at' as never, 'is', null).executeTakeFirst())?.n ?? 1)
    const failedLookups = async (): Promise<number> => Number((await db.selectFrom('reputation_values' as never).select((eb) => eb.fn.countAll<number>().as('n')).where('error' as never, 'is not', null).executeTakeFirst())?.n ?? 0)
    const values = async (): Promise<number> => Number((await db.selectFrom('reputation_values' as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
    const expected = domains * 4 + ips
    while (await values() < expected || await unchecked() > 0) {
      if (performance.now() - t0 > 60 * 60_000) throw new Error('reputation round not finished within 60 minutes')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const seconds = (performance.now() - t0) / 1000
    // The kernel's high-water mark, not only what the 100 ms samples saw.
    peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024)
    await app.checks.worker.stop()
    const zone = (suffix: string) => dnsbl.asked.filter((q) => q.name.endsWith(suffix)).map((q) => q.at)
    const spamhaus = zone('.dq.spamhaus.net')
    const sbRequests = google.requests.filter((r) => r.api === 'safe-browsing')
    const minimum = Math.max((domains + ips) / limit, domains / limit, Math.ceil(domains / 500) / sbLimit)
    const listed = await db.selectFrom('reputation_listings' as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    report({
      scenario: 'reputation',
      startedAt,
      params: { BENCH_REPUTATION_DOMAINS: domains, BENCH_REPUTATION_IPS: ips, BENCH_REPUTATION_LIMIT: limit, BENCH_REPUTATION_MARGIN: margin, safeBrowsingLimit: sbLimit, loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' ') },
      rows: [
        { figure: 'every value looked up once', ours: seconds, reference: minimum, unit: 's', note: `reference: the limit-bound minimum, Spamhaus ${domains + ips} queries at ${limit}/s (DBL and ZEN share the quota)` },
        { figure: 'Spamhaus queries (DBL + ZEN)', ours: spamhaus.length, reference: domains + ips, unit: 'queries', note: 'one per domain and one per IP however many sites share it' },
        { figure: 'Spamhaus: most queries in one second', ours: peakPerSecond(spamhaus), reference: limit, unit: 'q/s', note: 'must not exceed the reference' },
        { figure: 'SURBL: most queries in one second', ours: peakPerSecond(zone('.multi.surbl.org')), reference: limit, unit: 'q/s' },
        { figure: 'URIBL: most queries in one second', ours: peakPerSecond(zone('.multi.uribl.com')), reference: limit, unit: 'q/s' },
        { figure: 'Safe Browsing requests (500 URLs each)', ours: sbRequests.length, reference: Math.ceil(domains / 500), unit: 'requests' },
        { figure: 'lookups failed (retried in an hour)', ours: await failedLookups(), reference: 0, unit: 'values' },
        { figure: 'IP listings stored', ours: Number(listed?.n ?? 0), reference: Math.ceil(ips / 50), unit: 'listings' },
        { figure: 'peak RSS (api, worker and the fakes in one process)', ours: Math.round(peakRss / 1048576), reference: 300, unit: 'MiB', note: 'goal: under the reference' }
      ],
      notes: ['Every provider is a paced lane of its own on the leased scheduler; the turns are kept in the database, so the margin absorbs the jitter of a shared machine. Lookups run while the next turn is awaited, their outcomes stored 50 at a time.']
    })
  } finally {
    clearInterval(sampler)
    await app.close()
    await farm.close()
    await dnsbl.close()
  }
}
