// rdap: BENCH_RDAP_DOMAINS domains spread over 3 fake RDAP registries (farm sites), each
// answering at most 10 lookups a second (429 beyond). The product's worker looks them all up with
// RDAP_REQUEST_INTERVAL_MS = the limit's spacing plus BENCH_RDAP_MARGIN_PERCENT (default 25 %: a turn
// is kept in the database, but the request still crosses an event loop and a socket, so arrivals
// jitter by tens of ms on a busy machine), each registry paced on its own turn key in the database.
// Reported: the total time against the limit-bound minimum (domains / 30 per second), and per
// registry the most lookups seen in any one second and the lookups refused over its limit.
import { randomUUID } from 'node:crypto'
import { buildApp } from '../../api/src/app'
import { BOOTSTRAP_STATE_KEY } from '../../api/src/components/real-dates/jobs/bootstrap-store'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { DUE_NOW } from '../../api/src/platform/jobs/check-repository'
import { SystemStateRepository } from '../../api/src/platform/db/system-state-repository'
import { startFarm } from '../../api/test/farm'
import { fakeRdapRegistry, rdapDaysFromNow } from '../../api/test/farm/sites/rdap'
import { fakeLookup } from '../../api/test/helpers/outbound'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { envInt, report } from '../lib/report'

const LIMIT = 10
const TLDS = ['ra', 'rb', 'rc']

export async function run (): Promise<void> {
  const n = envInt('BENCH_RDAP_DOMAINS', 5000)
  const concurrency = envInt('BENCH_CONCURRENCY', 32)
  const SPACING_MS = Math.round((1000 / LIMIT) * (1 + envInt('BENCH_RDAP_MARGIN_PERCENT', 25) / 100))
  const startedAt = new Date().toISOString()
  const registries = TLDS.map((tld) => fakeRdapRegistry(`rdap-${tld}.farm.test`, {
    limitPerSecond: LIMIT,
    any: (name) => (name.endsWith(`.${tld}`) ? { expiry: rdapDaysFromNow(200) } : undefined)
  }))
  const farm = await startFarm({ sites: registries.map((r) => r.site) })
  const config = testConfig({
    dataDir: tempDir('sitefleet-bench-rdap-'),
    checkConcurrency: concurrency,
    connectTo: parseConnectTo(farm.connectTo(registries.map((r) => r.site.host))),
    // 10% under the registry's limit: arrival jitter must never make 11 in a second.
    rdap: { requestIntervalMs: SPACING_MS }
  })
  const app = buildApp(config, { logger: false, outbound: { connectTo: config.connectTo, lookup: fakeLookup() }, checks: { pollMs: 20, systemPollMs: 1000 } })
  await app.ready()
  try {
    const db = app.db
    const bootstrap = { version: '1.0', publication: startedAt, services: TLDS.map((tld) => [[tld], [`https://rdap-${tld}.farm.test/`]]) }
    await new SystemStateRepository(db).change(BOOTSTRAP_STATE_KEY, JSON.stringify(bootstrap), startedAt)
    const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    for (let i = 0; i < n; i += 500) {
      const rows = Array.from({ length: Math.min(500, n - i) }, (_, k) => ({ id: randomUUID(), domain: `site${i + k}.${TLDS[(i + k) % TLDS.length]}` }))
      await db.insertInto('domains').values(rows.map((d) => ({
        id: d.id, user_id: admin.id, super_category: 'natural' as const, domain: d.domain, category: 'Rdap', issue_date: '2026-01-01', status_code: 200, last_checked: now, created_at: now, updated_at: now
      }))).execute()
      await db.insertInto('checks').values(rows.map((d) => ({ domain_id: d.id, type: 'rdap', due_at: DUE_NOW }))).execute()
    }
    const t0 = performance.now()
    app.checks.worker.start()
    const left = async (): Promise<number> => (await db.selectFrom('checks').select('domain_id').where('type', '=', 'rdap').where('round', '=', 0).limit(1).execute()).length
    while (await left() > 0) {
      if (performance.now() - t0 > 30 * 60_000) throw new Error('RDAP round not finished within 30 minutes')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const seconds = (performance.now() - t0) / 1000
    await app.checks.worker.stop()
    const found = await db.selectFrom('domain_registry').select('domain_id').where('expiry_date', 'is not', null).execute()
    const minimum = n / (LIMIT * TLDS.length)
    report({
      scenario: 'rdap',
      startedAt,
      params: { BENCH_RDAP_DOMAINS: n, registries: TLDS.length, limitPerSecond: LIMIT, RDAP_REQUEST_INTERVAL_MS: SPACING_MS, BENCH_CONCURRENCY: concurrency },
      rows: [
        { figure: 'all domains looked up', ours: seconds, reference: minimum, unit: 's', note: `reference: the limit-bound minimum, ${n} / ${LIMIT * TLDS.length} per second` },
        { figure: 'registry expiry recorded', ours: found.length, reference: n, unit: 'domains' },
        ...registries.map((r, i) => ({ figure: `registry ${TLDS[i]}: most requests in one second`, ours: r.peakPerSecond(), reference: LIMIT, unit: 'req/s', note: 'must not exceed the reference (its limit)' })),
        { figure: 'lookups refused over a limit (429)', ours: registries.reduce((sum, r) => sum + r.refusedOverLimit(), 0), unit: 'requests', note: '0: no registry was ever asked faster than it allows' }
      ],
      notes: ['Each registry is paced on its own key in the pacing table (one stream per RDAP server across all workers); a 429 pushes that server back by Retry-After and defers only its own domains.']
    })
  } finally {
    await app.close()
    await farm.close()
  }
}
