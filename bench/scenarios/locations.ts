// locations: BENCH_LOCATIONS_SITES farm sites (5,000) checked by the compiled api on
// SQLite (its in-process worker, home = 127.0.0.1) and two probe processes (`node api/dist/probe.js`,
// OUTBOUND_LOCAL_ADDRESS 127.0.0.2 and .3). One site in five fails from home only (a regional
// failure), one in a hundred from everywhere (a real outage), the rest answer 200; every site was
// up before the round. Reported: site-down events for the regional failures (goal 0) and for the
// real outages (all of them), the p95 time from a site's first failure to its decision (goal:
// within ALERT_CONFIRM_SECONDS + 15 s), api CPU per result, bytes on the wire per probe result,
// and each probe's peak RSS (goal < 120 MB). Reference: the same round with no probes (today:
// every failure re-checked at home after ALERT_CONFIRM_SECONDS, then alerted).
import { randomUUID } from 'node:crypto'
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AppConfig } from '../../api/src/platform/config/config'
import { DEFAULT_ALERT_SETTINGS } from '../../api/src/components/alerts/settings'
import { DEFAULT_LOCATION_SETTINGS } from '../../api/src/platform/config/location-settings'
import { createTokenService } from '../../api/src/platform/auth/tokens'
import { openDatabase } from '../../api/src/platform/db/database'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { FARM_CA_FILE } from '../../api/test/farm'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { type FarmReady, locationHost, locationKind } from '../lib/bench-farm'
import { REPO, startChild } from '../lib/child'
import { envInt, report, type Row } from '../lib/report'

const FARM = path.join(__dirname, '..', 'lib', 'bench-farm.ts')
const API = path.join(__dirname, '..', 'lib', 'api-process.ts')
const PROBE = path.join(REPO, 'api', 'dist', 'probe.js')
const FAR = '9999-01-01T00:00:00.000Z'
/** As `npm run probe` starts it (package.json): small V8 young and old generations. */
const PROBE_FLAGS = (process.env.BENCH_PROBE_NODE_FLAGS ?? '--max-semi-space-size=1 --max-old-space-size=64').split(' ').filter((f) => f !== '')

interface Outcome {
  seconds: number
  regionalDown: number
  realDown: number
  regionalEvents: number
  realSites: number
  p95DecisionS: number
  apiCpuMsPerResult: number
  results: number
  bytesPerProbeResult: number | null
  probeRssMb: number[]
}

function cpuSeconds (pid: number | undefined): number {
  if (pid === undefined) return 0
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** Peak RSS of a running process (VmHWM), in MB. */
function peakRssMb (pid: number | undefined): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:')) ?? 'VmHWM: 0 kB'
  return Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]) / 1024
}

function p95 (values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]
}

async function round (n: number, farm: FarmReady, probes: number, confirmSeconds: number): Promise<Outcome> {
  const dataDir = tempDir('sitefleet-bench-locations-')
  const connectTo = `:443:127.0.0.1:${farm.httpsPort},:80:127.0.0.1:${farm.httpPort}`
  const config: AppConfig = testConfig({
    dataDir,
    checkConcurrency: 8,
    checkIntervalMinutes: 15,
    workerEnabled: true,
    connectTo: parseConnectTo(connectTo),
    alerts: { ...DEFAULT_ALERT_SETTINGS, confirmSeconds },
    locations: { ...DEFAULT_LOCATION_SETTINGS },
    checkLeaseSeconds: 60
  })
  const api = await startChild<{ port: number }>(API, { BENCH_API_CONFIG: JSON.stringify(config), BENCH_RESULTS_PER_SEC: '0' })
  const { db } = await openDatabase(config)
  const children: ChildProcess[] = []
  const outputs: string[] = []
  try {
    const base = `http://127.0.0.1:${api.ready.port}`
    const admin = await db.selectFrom('users').select(['id', 'name', 'email']).where('role', '=', 'admin').executeTakeFirstOrThrow()
    const auth = { authorization: `Bearer ${createTokenService(config.jwtSecret).sign({ sub: admin.id, role: 'admin', name: admin.name, email: admin.email, ver: 0 })}`, 'content-type': 'application/json' }
    for (let i = 0; i < probes; i++) {
      const created = await fetch(`${base}/api/locations`, { method: 'POST', headers: auth, body: JSON.stringify({ name: `probe-${i + 1}` }) })
      if (created.status !== 201) throw new Error(`create location: ${created.status} ${await created.text()}`)
      const { token } = await created.json() as { token: string }
      const child = spawn(process.execPath, [...PROBE_FLAGS, PROBE], {
        cwd: REPO,
        env: { PATH: process.env.PATH, SITEFLEET_URL: base, PROBE_TOKEN: token, OUTBOUND_LOCAL_ADDRESS: `127.0.0.${i + 2}`, CONNECT_TO: connectTo, NODE_EXTRA_CA_CERTS: FARM_CA_FILE, CHECK_CONCURRENCY: '8' },
        stdio: ['ignore', 'pipe', 'inherit']
      })
      outputs.push('')
      child.stdout?.on('data', (chunk: Buffer) => { outputs[i] += chunk.toString() })
      children.push(child)
    }
    const online = async (): Promise<number> => (await (await fetch(`${base}/api/locations`, { headers: auth })).json() as { locations: Array<{ kind: string, online: boolean }> })
      .locations.filter((l) => l.kind === 'probe' && l.online).length
    while (await online() < probes) await new Promise((resolve) => setTimeout(resolve, 200))

    // A portfolio that was up: domains with status 200, only their status check due now.
    const now = new Date().toISOString()
    const ids = Array.from({ length: n }, () => randomUUID())
    for (let i = 0; i < n; i += 500) {
      const slice = ids.slice(i, i + 500)
      await db.insertInto('domains').values(slice.map((id, k) => ({
        id, user_id: admin.id, super_category: 'natural' as const, domain: locationHost(i + k), category: 'Bench', issue_date: null, status_code: 200, last_checked: now, created_at: now, updated_at: now
      }))).execute()
      await db.insertInto('checks').values(slice.flatMap((id) => ['status', 'affiliate', 'rescan', 'bing', 'rdap', 'dns'].map((type) => ({ domain_id: id, type, due_at: type === 'status' ? new Date(0).toISOString() : FAR })))).onConflict((oc) => oc.doNothing()).execute()
    }
    const procs = [api.proc]
    const cpu0 = procs.reduce((sum, p) => sum + cpuSeconds(p.pid), 0)
    const t0 = performance.now()
    const count = async (q: Promise<{ n: string | number } | undefined>): Promise<number> => Number((await q)?.n ?? 0)
    const failing = Array.from({ length: n }, (_, i) => locationKind(i)).filter((k) => k !== 'up').length
    for (;;) {
      if (performance.now() - t0 > 60 * 60_000) throw new Error('round not settled within an hour')
      const checked = await count(db.selectFrom('checks').select((eb) => eb.fn.countAll<string | number>().as('n')).where('type', '=', 'status').where('round', '>', 0).executeTakeFirst())
      const open = await count(db.selectFrom('location_confirmations').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst())
      const waiting = await count(db.selectFrom('domains').select((eb) => eb.fn.countAll<string | number>().as('n')).where('failing_since', 'is not', null).where('down_since', 'is', null).executeTakeFirst())
      const decided = await count(db.selectFrom('events').select((eb) => eb.fn.countAll<string | number>().as('n')).where('kind', 'in', ['site-down', 'regional-failure']).executeTakeFirst())
      if (checked >= n && open === 0 && waiting === 0 && decided >= failing) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const seconds = (performance.now() - t0) / 1000
    const cpu = procs.reduce((sum, p) => sum + cpuSeconds(p.pid), 0) - cpu0
    const events = await db.selectFrom('events').select(['kind', 'domain', 'occurred_at', 'data']).where('kind', 'in', ['site-down', 'regional-failure']).execute()
    const kindOf = (domain: string | null): string => locationKind(Number(String(domain).replace(/^loc(\d+)\..*$/, '$1')))
    const decisions = events.map((e) => (Date.parse(e.occurred_at) - Date.parse(String((JSON.parse(e.data) as { since?: string }).since ?? e.occurred_at))) / 1000)
    const rows = await db.selectFrom('history_raw as r').innerJoin('history_series as s', 's.id', 'r.series_id')
      .select(['s.type', (eb) => eb.fn.countAll<string | number>().as('n')]).groupBy('s.type').execute()
    const byType = new Map(rows.map((r) => [r.type, Number(r.n)]))
    const probeResults = [...byType].filter(([type]) => type.startsWith('status@') && type !== 'status@home').reduce((sum, [, k]) => sum + k, 0)
    const results = (byType.get('status') ?? 0) + probeResults
    const probeRssMb = children.map((c) => peakRssMb(c.pid))
    for (const c of children) c.kill('SIGTERM')
    await Promise.all(children.map(async (c) => await new Promise((resolve) => c.exitCode !== null ? resolve(null) : c.once('exit', resolve))))
    const bytes = outputs.flatMap((o) => o.split('\n')).filter((l) => l.includes('"probe stopped"')).map((l) => JSON.parse(l) as { bytesSent: number, bytesReceived: number })
      .reduce((sum, s) => sum + s.bytesSent + s.bytesReceived, 0)
    return {
      seconds,
      regionalDown: events.filter((e) => e.kind === 'site-down' && kindOf(e.domain) === 'regional').length,
      realDown: events.filter((e) => e.kind === 'site-down' && kindOf(e.domain) === 'down').length,
      regionalEvents: events.filter((e) => e.kind === 'regional-failure').length,
      realSites: Array.from({ length: n }, (_, i) => locationKind(i)).filter((k) => k === 'down').length,
      p95DecisionS: p95(decisions),
      apiCpuMsPerResult: (cpu * 1000) / Math.max(1, results),
      results,
      bytesPerProbeResult: probes === 0 ? null : bytes / Math.max(1, probeResults),
      probeRssMb
    }
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
    await db.destroy()
    await api.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function run (): Promise<void> {
  const n = envInt('BENCH_LOCATIONS_SITES', 5000)
  const confirmSeconds = envInt('BENCH_LOCATIONS_CONFIRM_SECONDS', 30)
  const startedAt = new Date().toISOString()
  const farm = await startChild<FarmReady>(FARM, { BENCH_FARM_LOCATIONS: String(n) })
  let ours: Outcome
  let ref: Outcome
  try {
    ours = await round(n, farm.ready, 2, confirmSeconds)
    ref = await round(n, farm.ready, 0, confirmSeconds)
  } finally {
    await farm.stop()
  }
  const goal = confirmSeconds + 15
  const rows: Row[] = [
    { figure: 'site-down alerts for sites failing from home only', ours: ours.regionalDown, reference: ref.regionalDown, unit: 'events', note: `goal 0; reference: today every failure alerts (${ref.regionalDown} of them)` },
    { figure: 'regional failures recorded', ours: ours.regionalEvents, reference: ref.regionalEvents, unit: 'events' },
    { figure: 'real outages confirmed down', ours: ours.realDown, reference: ref.realDown, unit: 'events', note: `${ours.realSites} sites down from everywhere` },
    { figure: 'p95 first failure → decision', ours: ours.p95DecisionS, reference: goal, unit: 's', note: `goal: within ALERT_CONFIRM_SECONDS (${confirmSeconds}) + 15 s; the reference column is the goal; no probes: ${ref.p95DecisionS.toFixed(1)} s` },
    { figure: 'api CPU per result', ours: ours.apiCpuMsPerResult, reference: ref.apiCpuMsPerResult, unit: 'ms', note: `results: ${ours.results} (home's round + probes' answers) vs ${ref.results}` },
    { figure: 'bytes on the wire per probe result', ours: ours.bytesPerProbeResult ?? 0, unit: 'bytes', note: 'request + response bodies and paths of heartbeat, claim and report, over the results the probes reported' },
    ...ours.probeRssMb.map((mb, i) => ({ figure: `probe ${i + 1} peak RSS`, ours: mb, reference: 120, unit: 'MB', note: 'goal < 120 MB (the reference column is the goal)' })),
    { figure: 'round until every decision', ours: ours.seconds, reference: ref.seconds, unit: 's' }
  ]
  report({
    scenario: 'locations',
    startedAt,
    params: { BENCH_LOCATIONS_SITES: n, ALERT_CONFIRM_SECONDS: confirmSeconds, CHECK_CONCURRENCY: 8, probes: 2, cores: os.cpus().length, repo: path.basename(REPO) },
    rows,
    notes: ['Home is the compiled api with its in-process worker on SQLite (127.0.0.1); the probes are `node api/dist/probe.js` leaving from 127.0.0.2 and 127.0.0.3; the farm, in its own process, answers by the connecting address. 20 % of the sites fail from home only, 1 % from everywhere.']
  })
}
