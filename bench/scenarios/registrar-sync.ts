// registrar-sync: BENCH_REGISTRAR_DOMAINS domains (default 50,000) over 4 accounts, one at each
// registrar fake of the farm (Namecheap XML 100 a page, GoDaddy 1000 a page by marker, Porkbun
// 1000 a call by start, NameSilo listDomains + getDomainInfo per domain), each answering at most
// BENCH_REGISTRAR_LIMIT requests a second (429 beyond). The product's worker (its own process,
// only the registrar-sync type, SQLite, npm start's heap limit) syncs them with REGISTRAR_<NAME>_INTERVAL_MS = the
// limit's spacing + 25 %. Reported: the total time against the limit-bound minimum (the busiest
// registrar's requests / its limit: the accounts sync side by side), the worker's peak RSS
// (goal < 300 MB), each fake's busiest second, and a second sync with nothing changed: its time and
// the rows it wrote against the first sync's.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { buildApp } from '../../api/src/app'
import { SecretBox } from '../../api/src/platform/lib/secret-box'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { startFarm } from '../../api/test/farm'
import type { FakeRegDomain, FakeRegistrar } from '../../api/test/farm/sites/registrars'
import { credentialsFor, dayIn, type ProviderName, REGISTRAR_HOSTS, registrarConfig, registrarFakes } from '../../api/test/helpers/registrars'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { REPO, startChild } from '../lib/child'
import { envInt, report } from '../lib/report'

const PROVIDERS: ProviderName[] = ['namecheap', 'godaddy', 'porkbun', 'namesilo']

function domains (prefix: string, n: number): FakeRegDomain[] {
  return Array.from({ length: n }, (_, i) => ({ name: `${prefix}-${String(i).padStart(6, '0')}.com`, expires: dayIn(10 + (i % 700)), autoRenew: i % 10 !== 0, locked: i % 50 !== 0 }))
}

export async function run (): Promise<void> {
  const n = envInt('BENCH_REGISTRAR_DOMAINS', 50_000)
  const limit = envInt('BENCH_REGISTRAR_LIMIT', 200)
  const spacing = Math.round((1000 / limit) * 1.25 * 100) / 100
  const per = Math.floor(n / PROVIDERS.length)
  const startedAt = new Date().toISOString()
  const fakes = registrarFakes(Object.fromEntries(PROVIDERS.map((p) => [p, { limitPerSecond: limit, accounts: { [`bench-${p}`]: { secret: 'bench-secret', domains: domains(p, per) } } }])))
  const farm = await startFarm({ sites: Object.values(fakes).map((f: FakeRegistrar) => f.site) })
  const urls = registrarConfig(spacing)
  const config = testConfig({
    dataDir: tempDir('sitefleet-bench-registrars-'),
    checkConcurrency: 8,
    connectTo: parseConnectTo(farm.connectTo(Object.values(REGISTRAR_HOSTS))),
    registrars: urls
  })
  const app = buildApp(config, { logger: false })
  await app.ready()
  const db = app.db
  const box = new SecretBox(config, 'registrar-credentials')
  const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
  const now = new Date().toISOString()
  for (const p of PROVIDERS) {
    const account = fakes[p].accounts.get(`bench-${p}`)!
    await db.insertInto('registrar_accounts').values({
      id: randomUUID(),
      user_id: admin.id,
      provider: p,
      name: `Bench ${p}`,
      credentials: box.seal(JSON.stringify(credentialsFor(p, `bench-${p}`, account))),
      created_at: now,
      updated_at: now,
      last_sync_at: null,
      last_sync_result: null,
      last_sync_message: null,
      last_good_sync_at: null,
      failures_in_a_row: 0,
      sync_state: 'queued',
      sync_due_at: now,
      sync_cursor: null,
      sync_step: 0,
      sync_done: 0,
      sync_total: null,
      sync_started_at: null
    }).execute()
  }
  // With `npm start`'s heap limit (API_HEAP_MB, default 256): the worker runs inside the api there.
  const heapMb = envInt('API_HEAP_MB', 256)
  const worker = await startChild<{ id: string }>(path.join(REPO, 'bench', 'lib', 'registrar-worker.ts'), { BENCH_API_CONFIG: JSON.stringify(config) }, [`--max-old-space-size=${heapMb}`])
  const totals = async (): Promise<Record<string, number>> => await new Promise((resolve) => {
    const on = (m: any): void => { if (m?.totals !== undefined) { worker.proc.off('message', on); resolve(m.totals) } }
    worker.proc.on('message', on)
    worker.proc.send({ ask: 'totals' })
  })
  const waitIdle = async (t0: number, since: string): Promise<Record<string, number>> => {
    for (;;) {
      const rows = await db.selectFrom('registrar_accounts').select(['provider', 'sync_state', 'last_sync_at', 'last_sync_result', 'last_sync_message']).execute()
      if (rows.every((r) => r.sync_state === 'idle' && r.last_sync_at !== null && r.last_sync_at > since)) {
        const bad = rows.filter((r) => r.last_sync_result !== 'ok')
        if (bad.length > 0) throw new Error(`sync failed: ${JSON.stringify(bad)}`)
        return Object.fromEntries(rows.map((r) => [r.provider, (Date.parse(r.last_sync_at!) - t0) / 1000]))
      }
      if (performance.now() - t0 > 60 * 60_000) throw new Error('registrar sync not finished within an hour')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    const wall0 = Date.now()
    const t0 = performance.now()
    const finished = await waitIdle(wall0, '')
    const first = (performance.now() - t0) / 1000
    const firstTotals = await totals()
    const requests = Object.fromEntries(PROVIDERS.map((p) => [p, fakes[p].requests.filter((r) => r.status === 200).length]))
    const minimum = Math.max(...PROVIDERS.map((p) => requests[p] / limit))
    const stored = Number((await db.selectFrom('registrar_domains').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

    // A second sync, nothing changed at the registrars.
    const before = fakes.namesilo.requests.length + fakes.namecheap.requests.length + fakes.godaddy.requests.length + fakes.porkbun.requests.length
    const again = new Date().toISOString()
    await db.updateTable('registrar_accounts').set({ sync_state: 'queued', sync_due_at: again }).execute()
    await db.updateTable('system_checks').set({ due_at: again }).where('type', '=', 'registrar-sync').execute()
    const t1 = performance.now()
    await waitIdle(Date.now(), again)
    const second = (performance.now() - t1) / 1000
    const secondTotals = Object.fromEntries(Object.entries(await totals()).map(([k, v]) => [k, v - (firstTotals[k] ?? 0)]))
    const written = (t: Record<string, number>): number => (t.inserted ?? 0) + (t.updated ?? 0) + (t.pages ?? 0) + (t.prices ?? 0) + (t.hosting ?? 0) + (t.removed ?? 0)
    const secondRequests = fakes.namesilo.requests.length + fakes.namecheap.requests.length + fakes.godaddy.requests.length + fakes.porkbun.requests.length - before
    const rss = await worker.peakRss()
    report({
      scenario: 'registrar-sync',
      startedAt,
      params: { BENCH_REGISTRAR_DOMAINS: n, accounts: PROVIDERS.length, BENCH_REGISTRAR_LIMIT: limit, REGISTRAR_INTERVAL_MS: spacing, API_HEAP_MB: heapMb, database: 'sqlite' },
      rows: [
        { figure: 'first sync: all 4 accounts', ours: first, reference: minimum, unit: 's', note: `reference: the limit-bound minimum, the busiest registrar's requests / ${limit} per second (${JSON.stringify(requests)})` },
        ...PROVIDERS.map((p) => ({ figure: `first sync: ${p} done`, ours: finished[p], reference: requests[p] / limit, unit: 's', note: `${requests[p]} requests at ${limit}/s` })),
        { figure: 'domains stored', ours: stored, reference: per * PROVIDERS.length, unit: 'domains' },
        { figure: 'worker peak RSS', ours: Math.round(rss / 1048576), reference: 300, unit: 'MB', note: 'goal: under the reference' },
        ...PROVIDERS.map((p) => ({ figure: `${p}: most requests in one second`, ours: fakes[p].peakPerSecond(), reference: limit, unit: 'req/s', note: 'refused ones included; must not exceed the limit' })),
        { figure: 'requests refused over a limit (429)', ours: PROVIDERS.reduce((s, p) => s + fakes[p].refusedOverLimit(), 0), unit: 'requests' },
        { figure: 'second sync, nothing changed', ours: second, reference: first, unit: 's', note: `${secondRequests} requests` },
        { figure: 'second sync: rows written (domains, pages, prices, hosting, removals)', ours: written(secondTotals), reference: written(firstTotals), unit: 'rows', note: `first sync wrote ${JSON.stringify(firstTotals)}; the second ${JSON.stringify(secondTotals)}; beside them each step updates its account's progress row` }
      ],
      notes: [
        'The accounts sync side by side in the registrar-sync check, each request on its account\'s pacing key (the pacing table), so the total is bound by the busiest registrar: NameSilo needs a getDomainInfo per domain.',
        'Rows written are counted by the sync itself (its run summaries): a row is written only when what the registrar says differs from what is stored.'
      ]
    })
  } finally {
    await worker.stop()
    await app.close()
    await farm.close()
  }
}
