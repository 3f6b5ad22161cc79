// fuzz: BENCH_FUZZ_REQUESTS (20,000) requests generated from the api's contract (the routes of its
// OpenAPI document and their request schemas, api/test/fuzz: valid, valid-but-extreme and invalid
// input, sent by a signed-in user, a read token, another user and nobody, round-robin over every
// route) to the compiled api in its own process, BENCH_FUZZ_CONNECTIONS at a time. Reported: counts
// per route and status, the 5xx answers (must be none), the slowest answers, and the event loop of
// the api process (perf_hooks.monitorEventLoopDelay; each block over 50 ms dated, with the
// requests in flight then). Reference: the same figures while only /healthz is asked. After the
// run the api must answer /healthz and the bystander's rows (Vic) must be unchanged; the scenario
// fails otherwise. SQLite; every outbound connection stays on the loopback farm.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import fc from 'fast-check'
import { Client, Pool } from 'undici'
import { buildApp } from '../../api/src/app'
import { ACTORS, ContractRequests, contractRoutes, describeRequest, type FuzzRequest, KINDS } from '../../api/test/fuzz/contract-requests'
import { buildWorld, fenceRules, fencedOutbound } from '../../api/test/fuzz/fuzz-world'
import { digestOf } from '../../api/test/fuzz/owned-rows'
import { startSmtpCapture } from '../../api/test/helpers/mail'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import type { FarmReady } from '../lib/bench-farm'
import { type Child, startChild } from '../lib/child'
import type { LoopReport } from '../lib/fuzz-api'
import { envInt, percentile, report, type Row } from '../lib/report'

const FARM = path.join(__dirname, '..', 'lib', 'bench-farm.ts')
const API = path.join(__dirname, '..', 'lib', 'fuzz-api.ts')

interface Answer { key: string, status: number, ms: number, startedAt: number, endedAt: number, request: string, sent: FuzzRequest }

async function closedPort (): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function loop (api: Child<{ port: number }>, reset: boolean): Promise<LoopReport> {
  return await new Promise((resolve) => {
    const on = (m: any): void => { if (m?.loop !== undefined) { api.proc.off('message', on); resolve(m.loop as LoopReport) } }
    api.proc.on('message', on)
    api.proc.send({ ask: 'loop', reset })
  })
}

/** Sends `next()` until it returns undefined, `connections` at a time; one answer per request. */
async function drive (pool: Pool, connections: number, next: () => FuzzRequest | undefined): Promise<Answer[]> {
  const answers: Answer[] = []
  await Promise.all(Array.from({ length: connections }, async () => {
    for (let r = next(); r !== undefined; r = next()) {
      const startedAt = Date.now()
      const t0 = performance.now()
      let status = 0
      let failure = ''
      try {
        const res = await pool.request({ method: r.method as 'GET', path: r.url, headers: r.headers, body: r.payload })
        await res.body.dump({ limit: Infinity })
        status = res.statusCode
      } catch (err) {
        // The connection failed: counted apart (a crashed api shows up here).
        failure = `${(err as { code?: string }).code ?? ''} ${(err as Error).message} `.slice(0, 80)
      }
      answers.push({ key: `${r.method} ${r.route.path}`, status, ms: performance.now() - t0, startedAt, endedAt: Date.now(), request: (failure + describeRequest(r).slice(0, 160)).replace(/[|\r\n]/g, ' '), sent: r })
    }
  }))
  return answers
}

/**
 * A request whose connection failed, sent again alone on a new connection. Node closes a
 * connection after a 431 (headers over its limit) or a 413 it answers before reading the body:
 * the next request undici had already put on that keep-alive connection, or the rest of a large
 * body, then meets a reset (ECONNRESET/EPIPE). That is the transport, not the api; the request
 * sent alone says which: its status, or its own failure.
 */
async function alone (origin: string, r: FuzzRequest): Promise<string> {
  const client = new Client(origin)
  try {
    const res = await client.request({ method: r.method as 'GET', path: r.url, headers: r.headers, body: r.payload })
    await res.body.dump({ limit: Infinity })
    return String(res.statusCode)
  } catch (err) {
    return (err as { code?: string }).code ?? 'failed'
  } finally {
    await client.close()
  }
}

export async function run (): Promise<void> {
  const n = envInt('BENCH_FUZZ_REQUESTS', 20_000)
  const connections = envInt('BENCH_FUZZ_CONNECTIONS', 4)
  const seed = envInt('BENCH_FUZZ_SEED', 21)
  const startedAt = new Date().toISOString()
  const farm = await startChild<FarmReady>(FARM, { BENCH_FARM_SITES: '0' })
  const smtp = await startSmtpCapture()
  const config = testConfig({ dataDir: tempDir('sitefleet-bench-fuzz-'), smtpUrl: smtp.url, workerEnabled: false })
  const ports = { ...farm.ready, refusedPort: await closedPort() }
  let api: Child<{ port: number }> | undefined
  try {
    // The cast and their rows, through the api itself (in this process), then the api alone.
    const seeder = buildApp(config, { logger: false, outbound: fencedOutbound(ports) })
    await seeder.ready()
    const world = await buildWorld({ app: seeder, smtp })
    const routes = contractRoutes((await seeder.inject({ url: '/docs/json' })).json())
    const before = await digestOf(seeder.db, world.victimId)
    await seeder.close()

    api = await startChild<{ port: number }>(API, { BENCH_API_CONFIG: JSON.stringify(config), BENCH_FUZZ_CONNECT_TO: fenceRules(ports) })
    const origin = `http://127.0.0.1:${api.ready.port}`
    const pool = new Pool(origin, { connections })
    const health = routes.find((r) => r.path === '/healthz')!
    const baselineCount = Math.max(200, Math.min(2000, n / 10))
    let sentBaseline = 0
    await loop(api, true)
    const baseline = await drive(pool, connections, () => sentBaseline++ < baselineCount ? { route: health, actor: 'nobody', kind: 'valid', method: 'GET', url: '/healthz', headers: {} } : undefined)
    const baselineLoop = await loop(api, true)

    // Round-robin over route × caller × kind, every route once before any twice, each request
    // generated from its own seed.
    const requests = new ContractRequests(world.cast)
    const combos = ACTORS.flatMap((actor) => KINDS.flatMap((kind) => routes.map((route) => ({ route, actor, kind }))))
    let i = 0
    const t0 = performance.now()
    const answers = await drive(pool, connections, () => {
      if (i >= n) return undefined
      const { route, actor, kind } = combos[i % combos.length]
      return fc.sample(requests.request(route, actor, kind), { numRuns: 1, seed: seed + i++ })[0]
    })
    const seconds = (performance.now() - t0) / 1000
    const fuzzLoop = await loop(api, false)
    const serverErrors = answers.filter((a) => a.status >= 500)
    const resets = answers.filter((a) => a.status === 0)
    const retried = new Map<string, number>()
    const unexplained: Answer[] = []
    for (const a of resets) {
      const status = await alone(origin, a.sent)
      retried.set(status, (retried.get(status) ?? 0) + 1)
      if (/^5\d\d$/.test(status)) serverErrors.push({ ...a, status: Number(status) })
      // Failing alone too is the api's doing, unless the body was over the limit (refused unread).
      else if (!/^\d+$/.test(status) && !((a.sent.payload?.length ?? 0) > 1024 * 1024)) unexplained.push(a)
    }
    const after = await pool.request({ method: 'GET', path: '/healthz' })
    const healthAfter = `${after.statusCode} ${await after.body.text()}`
    await pool.close()
    await api.stop()
    api = undefined
    const checker = buildApp(config, { logger: false, outbound: fencedOutbound(ports) })
    await checker.ready()
    const afterDigest = await digestOf(checker.db, world.victimId)
    await checker.close()
    const changed = Object.keys(before).filter((t) => before[t] !== afterDigest[t])

    const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
    const ref = baseline.map((a) => a.ms).sort((a, b) => a - b)
    const byStatus = new Map<number, number>()
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1)
    const rows: Row[] = [
      { figure: 'requests sent', ours: answers.length, unit: 'requests', note: `${routes.length} routes × ${ACTORS.length} callers × ${KINDS.length} kinds of input, round-robin; ${(answers.length / seconds).toFixed(0)} requests/s over ${seconds.toFixed(1)} s` },
      { figure: 'answers by status', ours: [...byStatus].sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}: ${c}`).join(', ') },
      { figure: '5xx answers', ours: serverErrors.length, unit: 'requests', note: serverErrors.slice(0, 3).map((a) => `${a.status} ${a.request}`).join(' ; ') },
      { figure: 'connections reset', ours: resets.length, unit: 'requests', note: resets.length === 0 ? '' : `sent again alone: ${[...retried].map(([s, c]) => `${s}×${c}`).join(' ')} (Node closes a connection after a 431 or an early 413; the request undici had put on it meets the reset)` },
      { figure: 'failed alone too (unexplained)', ours: unexplained.length, unit: 'requests', note: unexplained.slice(0, 3).map((a) => a.request).join(' ; ') },
      { figure: 'answer p50', ours: percentile(ms, 50), reference: percentile(ref, 50), unit: 'ms', note: 'reference: /healthz alone, same connections' },
      { figure: 'answer p99', ours: percentile(ms, 99), reference: percentile(ref, 99), unit: 'ms' },
      { figure: 'slowest answer', ours: ms[ms.length - 1], reference: ref[ref.length - 1], unit: 'ms' },
      { figure: 'longest event-loop block (monitorEventLoopDelay max)', ours: fuzzLoop.maxMs, reference: baselineLoop.maxMs, unit: 'ms', note: 'api process; reference: while only /healthz was asked' },
      { figure: 'event-loop delay p99', ours: fuzzLoop.p99Ms, reference: baselineLoop.p99Ms, unit: 'ms' },
      { figure: 'event-loop blocks over 50 ms', ours: fuzzLoop.blocks.length, reference: baselineLoop.blocks.length, unit: 'blocks' },
      { figure: 'api answers /healthz after', ours: healthAfter },
      { figure: "bystander's rows after (Vic)", ours: changed.length === 0 ? 'unchanged' : `CHANGED: ${changed.join(', ')}`, note: `${Object.values(before).map((d) => Number(d.split(' ')[0])).reduce((a, b) => a + b, 0)} rows in ${Object.values(before).filter((d) => !d.startsWith('0 ')).length} tables digested` }
    ]
    for (const [k, a] of [...answers].sort((x, y) => y.ms - x.ms).slice(0, 10).entries()) {
      rows.push({ figure: `slowest answer #${k + 1}`, ours: a.ms, unit: 'ms', note: `${a.status} ${a.request}` })
    }
    for (const [k, b] of [...fuzzLoop.blocks].sort((x, y) => y.ms - x.ms).slice(0, 5).entries()) {
      const inFlight = answers.filter((a) => a.startedAt <= b.endedAt && a.endedAt >= b.endedAt - b.ms)
      rows.push({ figure: `event-loop block #${k + 1}`, ours: b.ms, unit: 'ms', note: `in flight: ${inFlight.map((a) => a.request.slice(0, 100)).join(' ; ') || 'no fuzz request'}` })
    }
    const perRoute = new Map<string, Map<number, number>>()
    for (const a of answers) {
      const counts = perRoute.get(a.key) ?? new Map<number, number>()
      counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
      perRoute.set(a.key, counts)
    }
    for (const [key, counts] of [...perRoute].sort((a, b) => a[0].localeCompare(b[0]))) {
      rows.push({ figure: key, ours: [...counts.values()].reduce((a, b) => a + b, 0), unit: 'requests', note: [...counts].sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}×${c}`).join(' ') })
    }
    report({
      scenario: 'fuzz',
      startedAt,
      params: { database: 'sqlite', BENCH_FUZZ_REQUESTS: n, BENCH_FUZZ_CONNECTIONS: connections, BENCH_FUZZ_SEED: seed },
      rows,
      notes: [
        'Requests: api/test/fuzz (the jest suite contract-fuzz.test.ts sends the same kind at a small count); request i is generated with seed BENCH_FUZZ_SEED + i, so a run can be replayed.',
        'Callers: Ann signed in (dating access), Ann\'s read token, Bob signed in, nobody. Vic owns rows in every table and sends nothing.',
        'Event loop: monitorEventLoopDelay (resolution 10 ms) in the api process; blocks over 50 ms dated by a 10 ms timer, with the requests in flight at the time.',
        'Outbound: every connection pinned to the loopback farm child, no name resolves; mail to an SMTP capture on loopback.'
      ]
    })
    if (serverErrors.length > 0 || unexplained.length > 0 || changed.length > 0 || after.statusCode !== 200) {
      throw new Error(`fuzz: ${serverErrors.length} 5xx answers, ${unexplained.length} requests failing alone, Vic's rows ${changed.length === 0 ? 'unchanged' : `changed in ${changed.join(', ')}`}, /healthz after: ${healthAfter}`)
    }
  } finally {
    await api?.stop()
    await farm.stop()
    await smtp.close()
    fs.rmSync(config.dataDir, { recursive: true, force: true })
  }
}
