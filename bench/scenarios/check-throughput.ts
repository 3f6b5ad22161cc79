// check-throughput: a full status refresh of N farm sites through the real worker path (the
// app's CheckWorker: claim → StatusCheck over the OutboundClient → complete() writes status and
// history), against the same N GETs with plain undici at the same concurrency.
import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { Agent, interceptors, request } from 'undici'
import { buildApp } from '../../api/src/app'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { DUE_NOW } from '../../api/src/platform/jobs/check-repository'
import { fakeLookup } from '../../api/test/helpers/outbound'
import { testConfig, tempDir } from '../../api/test/helpers/test-app'
import { pinsFor, siteHost, siteKind, type FarmReady } from '../lib/bench-farm'
import { startChild } from '../lib/child'
import { envInt, mapLimit, report, type Row } from '../lib/report'

const FARM = path.join(__dirname, '..', 'lib', 'bench-farm.ts')

export async function run (): Promise<void> {
  const n = envInt('BENCH_SITES', 2000)
  const concurrency = envInt('BENCH_CONCURRENCY', 32)
  const startedAt = new Date().toISOString()
  const farm = await startChild<FarmReady>(FARM, { BENCH_FARM_SITES: String(n) })
  const hosts = Array.from({ length: n }, (_, i) => siteHost(i))
  const dataDir = tempDir('sitefleet-bench-')
  try {
    // Reference first and ours second, then once more each: warm-up effects (JIT, TLS session
    // caches in the farm) land on both sides.
    const ref1 = await reference(hosts, farm.ready, concurrency)
    const ours1 = await ours(hosts, farm.ready, concurrency, dataDir)
    const ref2 = await reference(hosts, farm.ready, concurrency)
    const ours2 = await ours(hosts, farm.ready, concurrency, dataDir)
    const refRate = Math.max(ref1.rate, ref2.rate)
    const ourRate = Math.max(ours1.rate, ours2.rate)
    const rows: Row[] = [
      { figure: 'full status refresh', ours: ourRate, reference: refRate, unit: 'domains/s', note: 'best of 2 runs each' },
      { figure: 'wall time for N domains', ours: n / ourRate, reference: n / refRate, unit: 's' },
      { figure: 'results written (status rows updated)', ours: ours2.written, reference: ref2.ok + ref2.failed, unit: 'domains' }
    ]
    report({
      scenario: 'check-throughput',
      startedAt,
      params: { BENCH_SITES: n, BENCH_CONCURRENCY: concurrency, mix: '70% fast, 10% slow 250ms, 10% 301→200, 10% 500/503' },
      rows,
      notes: [
        'ours: CheckWorker.start() on a fresh SQLite file with N due "status" rows; timed until every row is recorded (claim → check → write).',
        'reference: undici request() with the redirect interceptor, same hosts and concurrency, https straight to the farm port.',
        `status codes ours (run 2): ${JSON.stringify(ours2.codes)}; reference: ${JSON.stringify(ref2.codes)}`
      ]
    })
  } finally {
    await farm.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function reference (hosts: string[], farm: FarmReady, concurrency: number): Promise<{ rate: number, ok: number, failed: number, codes: Record<number, number> }> {
  // Same pinning as CONNECT_TO: every name resolves to the farm, TLS still verifies the name (SNI).
  const agent = new Agent({ connections: 2, connect: { lookup: (_h: string, _o: unknown, cb: any) => cb(null, [{ address: '127.0.0.1', family: 4 }]) } as any })
    .compose(interceptors.redirect({ maxRedirections: 5 }))
  const codes: Record<number, number> = {}
  let ok = 0
  let failed = 0
  const t0 = performance.now()
  await mapLimit(hosts, concurrency, async (host) => {
    try {
      const res = await request(`https://${host}:${farm.httpsPort}/`, { dispatcher: agent })
      await res.body.text()
      codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1
      ok++
    } catch {
      failed++
    }
  })
  const rate = hosts.length / ((performance.now() - t0) / 1000)
  await agent.close()
  return { rate, ok, failed, codes }
}

async function ours (hosts: string[], farm: FarmReady, concurrency: number, dataDir: string): Promise<{ rate: number, written: number, codes: Record<number, number> }> {
  fs.rmSync(dataDir, { recursive: true, force: true })
  const config = testConfig({ dataDir: path.join(dataDir, randomUUID()), checkConcurrency: concurrency, connectTo: parseConnectTo(pinsFor(hosts, farm)) })
  const app = buildApp(config, { logger: false, outbound: { connectTo: config.connectTo, lookup: fakeLookup() }, checks: { pollMs: 20 } })
  await app.ready()
  try {
    const db = app.db
    const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    const ids = hosts.map(() => randomUUID())
    for (let i = 0; i < hosts.length; i += 500) {
      const slice = hosts.slice(i, i + 500)
      await db.insertInto('domains').values(slice.map((domain, k) => ({
        id: ids[i + k], user_id: admin.id, super_category: 'natural' as const, domain, category: 'Bench', issue_date: null, status_code: null, last_checked: null, created_at: now, updated_at: now
      }))).execute()
      // Only the status type is due: the figure is a status refresh, not the affiliate check.
      await db.insertInto('checks').values(slice.map((_, k) => ({ domain_id: ids[i + k], type: 'status', due_at: DUE_NOW }))).execute()
    }
    const worker = app.checks.worker
    const before = worker.stats.recorded + worker.stats.failed
    const t0 = performance.now()
    worker.start()
    while (worker.stats.recorded + worker.stats.failed - before < hosts.length) await new Promise((resolve) => setTimeout(resolve, 5))
    const seconds = (performance.now() - t0) / 1000
    await worker.stop()
    const rows = await db.selectFrom('domains').select(['domain', 'status_code']).where('status_code', 'is not', null).execute()
    const codes: Record<number, number> = {}
    for (const r of rows) codes[r.status_code!] = (codes[r.status_code!] ?? 0) + 1
    // Sanity: the farm mix must come back as the statuses we built, or the figure is meaningless.
    const expectedFailing = hosts.filter((_, i) => siteKind(i) === 'failing').length
    const gotFailing = (codes[500] ?? 0) + (codes[503] ?? 0)
    if (gotFailing !== expectedFailing) throw new Error(`expected ${expectedFailing} failing sites, the worker recorded ${gotFailing} (${JSON.stringify(codes)})`)
    return { rate: hosts.length / seconds, written: rows.length, codes }
  } finally {
    await app.close()
  }
}
