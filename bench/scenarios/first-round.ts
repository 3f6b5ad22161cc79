// first-round: a new operator imports N domains through the API; how long until every
// one has its first status result? The bench farm answers every site (its usual mix), one fake
// RDAP registry answers every name at the default pacing (RDAP_REQUEST_INTERVAL_MS 1000: one
// lookup a second), and the farm's fake Bing at the default Bing pacing. Setups: the default single
// process on SQLite (the compiled api with its in-process worker, CHECK_CONCURRENCY 8), and, when
// DATABASE_URL is set, the api with WORKER_ENABLED=false plus two standalone workers on
// PostgreSQL. Each setup runs twice: as shipped, and without the RDAP and Bing types at all (the
// reference: what the round costs with no paced checks). Reported per run: the round's time,
// status results a second, the CPU used by the api and workers (% of the machine), the paced
// backlog left (RDAP and Bing checks due but not run yet), and the general slots that waited for a
// pacing turn (must be 0). Goals: 50,000 domains within one 15-minute interval; status
// throughput within 1.3x of the reference.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { DEFAULT_BING_SETTINGS } from '../../api/src/components/indexing/settings'
import type { AppConfig } from '../../api/src/platform/config/config'
import { openDatabase } from '../../api/src/platform/db/database'
import { createTokenService } from '../../api/src/platform/auth/tokens'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { dropSchema, tempDir, testConfig } from '../../api/test/helpers/test-app'
import { BENCH_RDAP_HOST, type FarmReady, siteHost } from '../lib/bench-farm'
import { REPO, startChild } from '../lib/child'
import { envInt, report, type Row } from '../lib/report'

const FARM = path.join(__dirname, '..', 'lib', 'bench-farm.ts')
const API = path.join(__dirname, '..', 'lib', 'api-process.ts')
const WORKER = path.join(__dirname, '..', 'lib', 'worker-process.ts')
const PACED = ['rdap', 'bing']

interface Round { seconds: number, perSecond: number, cpuPercent: number, backlog: number, generalPaceWaits: number, load: string }

/** utime + stime of a process in seconds (Linux /proc; 100 ticks a second). */
function cpuSeconds (pid: number | undefined): number {
  if (pid === undefined) return 0
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function ask<T> (proc: ChildProcess, key: string): Promise<T> {
  return await new Promise<T>((resolve) => {
    const on = (m: any): void => { if (m?.[key] !== undefined) { proc.off('message', on); resolve(m[key] as T) } }
    proc.on('message', on)
    proc.send({ ask: key })
  })
}

async function round (setup: 'sqlite' | 'postgres', n: number, farm: FarmReady, without: string[]): Promise<Round> {
  const dataDir = tempDir('sitefleet-bench-first-round-')
  const schema = setup === 'postgres' ? `bench_fr_${randomBytes(5).toString('hex')}` : undefined
  const config: AppConfig = testConfig({
    dataDir,
    checkConcurrency: 8,
    checkIntervalMinutes: 15,
    workerEnabled: setup === 'sqlite',
    // Every name to the farm: its sites, its RDAP registry, its Bing.
    connectTo: parseConnectTo(`:443:127.0.0.1:${farm.httpsPort},:80:127.0.0.1:${farm.httpPort}`),
    bingSearchUrl: 'https://bing.farm.test/search',
    bing: DEFAULT_BING_SETTINGS,
    rdap: { baseUrl: `https://${BENCH_RDAP_HOST}`, bootstrapUrl: undefined, requestIntervalMs: 1000 },
    ...(schema !== undefined ? { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema } : {})
  })
  // No synthetic results beside the worker's (api-at-scale's BENCH_RESULTS_PER_SEC may be set).
  const env = { BENCH_API_CONFIG: JSON.stringify(config), BENCH_WITHOUT_TYPES: without.join(','), BENCH_RESULTS_PER_SEC: '0' }
  const api = await startChild<{ port: number }>(API, env)
  const workers = setup === 'postgres' ? await Promise.all([0, 1].map(async () => await startChild<{ id: string }>(WORKER, env))) : []
  const { db } = await openDatabase(config)
  try {
    const base = `http://127.0.0.1:${api.ready.port}`
    // The admin's session token, signed with the api's secret (signing in takes an e-mailed code).
    const admin = await db.selectFrom('users').select(['id', 'name', 'email']).where('role', '=', 'admin').executeTakeFirstOrThrow()
    const token = createTokenService(config.jwtSecret).sign({ sub: admin.id, role: 'admin', name: admin.name, email: admin.email, ver: 0 })
    const auth = { authorization: `Bearer ${token}` }
    const csv = ['domain', ...Array.from({ length: n }, (_, i) => siteHost(i))].join('\n')
    const preview = await fetch(`${base}/api/scraper/import/preview`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: csv })
    if (preview.status !== 200) throw new Error(`preview: ${preview.status} ${await preview.text()}`)
    const { importId } = await preview.json() as { importId: string }
    const procs = [api.proc, ...workers.map((w) => w.proc)]
    const cpu0 = procs.reduce((sum, p) => sum + cpuSeconds(p.pid), 0)
    const t0 = performance.now()
    const applied = await fetch(`${base}/api/scraper/import/${importId}/apply`, { method: 'POST', headers: auth })
    if (applied.status !== 202) throw new Error(`apply: ${applied.status} ${await applied.text()}`)
    const checked = async (): Promise<number> => Number((await db.selectFrom('checks').select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('type', '=', 'status').where('round', '>', 0).executeTakeFirstOrThrow()).n)
    while (await checked() < n) {
      if (performance.now() - t0 > 60 * 60_000) throw new Error('first round not finished within an hour')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const seconds = (performance.now() - t0) / 1000
    const cpu = procs.reduce((sum, p) => sum + cpuSeconds(p.pid), 0) - cpu0
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ')
    const backlog = Number((await db.selectFrom('checks').select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('type', 'in', PACED).where('round', '=', 0).where('due_at', '<=', new Date().toISOString()).executeTakeFirstOrThrow()).n)
    const stats = await Promise.all((setup === 'sqlite' ? [api.proc] : workers.map((w) => w.proc)).map(async (p) => await ask<{ generalPaceWaits: number }>(p, 'stats')))
    return { seconds, perSecond: n / seconds, cpuPercent: (cpu / seconds / os.cpus().length) * 100, backlog, generalPaceWaits: stats.reduce((s, x) => s + x.generalPaceWaits, 0), load }
  } finally {
    await db.destroy()
    for (const w of workers) await w.stop()
    await api.stop()
    if (schema !== undefined) await dropSchema(schema)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function run (): Promise<void> {
  const n = envInt('BENCH_FIRST_ROUND_DOMAINS', 5000)
  // 0: only the round as shipped (a big N whose reference would double a long run).
  const withReference = process.env.BENCH_FIRST_ROUND_REFERENCE !== '0'
  const setups = (process.env.BENCH_FIRST_ROUND_SETUPS ?? (process.env.DATABASE_URL !== undefined ? 'sqlite,postgres' : 'sqlite')).split(',') as Array<'sqlite' | 'postgres'>
  const startedAt = new Date().toISOString()
  const farm = await startChild<FarmReady>(FARM, { BENCH_FARM_SITES: String(n) })
  const rows: Row[] = []
  const notes: string[] = []
  try {
    for (const setup of setups) {
      const label = setup === 'sqlite' ? 'single process, SQLite' : 'api + 2 workers, PostgreSQL'
      const ours = await round(setup, n, farm.ready, [])
      const ref = withReference ? await round(setup, n, farm.ready, PACED) : undefined
      rows.push(
        { figure: `${label}: first status round`, ours: ours.seconds, reference: ref?.seconds, unit: 's', note: ref === undefined ? 'no reference run (BENCH_FIRST_ROUND_REFERENCE=0)' : 'reference: the same round without the RDAP and Bing types' },
        { figure: `${label}: status results per second`, ours: ours.perSecond, reference: ref?.perSecond, unit: 'results/s', ...(ref === undefined ? {} : { note: 'goal: within 1.3x of the reference' }) },
        { figure: `${label}: CPU used by api and workers`, ours: ours.cpuPercent, reference: ref?.cpuPercent, unit: '% of machine' },
        { figure: `${label}: paced backlog left (RDAP + Bing due, not run yet)`, ours: ours.backlog, unit: 'checks', ...(ref === undefined ? {} : { note: 'the rest of them are spread over their interval (a day, a week), not due yet' }) },
        { figure: `${label}: general-slot waits for a pacing turn`, ours: ours.generalPaceWaits, unit: 'waits', note: 'goal: 0' }
      )
      notes.push(`${label}: load average (1/5/15 min) at the end of the round: ${ours.load}${ref === undefined ? '' : ` (ours), ${ref.load} (reference)`}`)
    }
  } finally {
    await farm.stop()
  }
  report({
    scenario: 'first-round',
    startedAt,
    params: { BENCH_FIRST_ROUND_DOMAINS: n, setups: setups.join(','), reference: withReference ? 'yes' : 'no', CHECK_CONCURRENCY: 8, CHECK_INTERVAL_MINUTES: 15, RDAP_REQUEST_INTERVAL_MS: 1000, cores: os.cpus().length, repo: path.basename(REPO) },
    rows,
    notes: [...notes, 'The round: from POST import/{id}/apply until every imported domain has a status result (checks.round > 0), polled every 250 ms. The farm runs in its own process; its CPU is not counted.']
  })
}
