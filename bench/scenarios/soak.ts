// soak: the api left running at BENCH_SOAK_DOMAINS domains (default 50,000) for
// BENCH_SOAK_MINUTES (default 30), recording a check round's results all along (BENCH_RESULTS_PER_SEC,
// default 56: 50,000 status checks per 15 minutes, through the checks' own write path) while
// BENCH_SOAK_CLIENTS clients (default 16) read the domain list in a closed loop. Every
// BENCH_SOAK_SAMPLE_SECONDS (default 60) it samples the api process: RSS, heap used and open
// descriptors from its own /metrics, and its event-loop delay p99 over the interval. Goals: RSS
// growth under 20 MB per hour after the first BENCH_SOAK_WARMUP_SECONDS (default 300), no
// descriptor growth, event-loop p99 under 100 ms. `npm run test:bench` runs it for 20 seconds.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../../api/src/app'
import { createTokenService } from '../../api/src/platform/auth/tokens'
import { DEFAULT_OPS_SETTINGS } from '../../api/src/platform/config/ops-settings'
import { tempDir, testConfig } from '../../api/test/helpers/test-app'
import { startChild } from '../lib/child'
import { load } from '../lib/load'
import { envInt, report, type Row } from '../lib/report'
import { seedPortfolio } from '../lib/seed'

const API = path.join(__dirname, '..', 'lib', 'api-process.ts')
const METRICS_TOKEN = 'soak-bench-metrics-token'
const RSS_GOAL_MB_PER_HOUR = 20
const LOOP_P99_GOAL_MS = 100
const MB = 1e6

interface Sample { atSeconds: number, rssBytes: number, heapBytes: number, fds: number, loopP99Ms: number }

export async function run (): Promise<void> {
  const domains = envInt('BENCH_SOAK_DOMAINS', 50_000)
  const seconds = envInt('BENCH_SOAK_SECONDS', envInt('BENCH_SOAK_MINUTES', 30) * 60)
  const every = envInt('BENCH_SOAK_SAMPLE_SECONDS', 60)
  const warmup = envInt('BENCH_SOAK_WARMUP_SECONDS', 300)
  const clients = envInt('BENCH_SOAK_CLIENTS', 16)
  const resultsPerSec = envInt('BENCH_RESULTS_PER_SEC', 56)
  const startedAt = new Date().toISOString()
  const config = testConfig({ dataDir: tempDir('sitefleet-bench-soak-'), workerEnabled: false, ops: { ...DEFAULT_OPS_SETTINGS, metricsToken: METRICS_TOKEN } })
  try {
    const seeder = buildApp(config, { logger: false })
    await seeder.ready()
    const user = await seedPortfolio(seeder.db, domains)
    await seeder.close()
    const token = createTokenService(config.jwtSecret).sign({ sub: user.userId, role: 'user', name: user.name, email: user.email, ver: 0 })
    const api = await startChild<{ port: number }>(API, { BENCH_API_CONFIG: JSON.stringify(config), BENCH_RESULTS_PER_SEC: String(resultsPerSec) })
    const origin = `http://127.0.0.1:${api.ready.port}`
    const samples: Sample[] = []
    try {
      const t0 = performance.now()
      const reading = load(origin, '/api/scraper/all', { authorization: `Bearer ${token}` }, clients, seconds)
      await eventLoopP99(api.proc) // starts the first interval
      while (performance.now() - t0 < seconds * 1000) {
        await sleep(Math.min(every * 1000, seconds * 1000 - (performance.now() - t0)))
        const figures = await scrape(origin)
        const sample = { atSeconds: Math.round((performance.now() - t0) / 1000), ...figures, loopP99Ms: await eventLoopP99(api.proc) }
        samples.push(sample)
        console.log(`soak t+${sample.atSeconds}s: RSS ${(sample.rssBytes / MB).toFixed(1)} MB, heap ${(sample.heapBytes / MB).toFixed(1)} MB, fds ${sample.fds}, loop p99 ${sample.loopP99Ms.toFixed(1)} ms`)
      }
      const read = await reading
      report({ scenario: 'soak', startedAt, params: { BENCH_SOAK_DOMAINS: domains, BENCH_SOAK_SECONDS: seconds, BENCH_SOAK_SAMPLE_SECONDS: every, BENCH_SOAK_WARMUP_SECONDS: warmup, BENCH_SOAK_CLIENTS: clients, BENCH_RESULTS_PER_SEC: resultsPerSec, database: 'sqlite' }, rows: rowsOf(samples, warmup, read.requests, read.errors), notes: NOTES })
    } finally {
      await api.stop()
    }
  } finally {
    fs.rmSync(config.dataDir, { recursive: true, force: true })
  }
}

const NOTES = [
  'Each sample: process_resident_memory_bytes, nodejs_heap_size_used_bytes and process_open_fds from the api\'s own /metrics; event-loop p99 from a 10 ms perf_hooks.monitorEventLoopDelay in the api process, over the interval since the previous sample.',
  'Growth: the last sample against the first one after the warm-up, per hour (RSS) or in descriptors; with no sample after the warm-up, against the first sample.'
]

function rowsOf (samples: Sample[], warmup: number, requests: number, errors: number): Row[] {
  if (samples.length === 0) throw new Error('no sample was taken')
  const base = samples.find((s) => s.atSeconds >= warmup && s !== samples[samples.length - 1]) ?? samples[0]
  const last = samples[samples.length - 1]
  const hours = Math.max(1, last.atSeconds - base.atSeconds) / 3600
  const growth = (last.rssBytes - base.rssBytes) / MB / hours
  // The goal holds for the steady state, as the RSS goal does: the warm-up's intervals (JIT, the
  // first reads of 50,000 rows into the caches) are reported beside it, not judged.
  const steady = samples.filter((s) => s.atSeconds > warmup)
  const worstLoop = Math.max(...(steady.length > 0 ? steady : samples).map((s) => s.loopP99Ms))
  const worstLoopEver = Math.max(...samples.map((s) => s.loopP99Ms))
  const rows: Row[] = samples.map((s) => ({
    figure: `t+${s.atSeconds}s RSS`, ours: s.rssBytes / MB, reference: base.rssBytes / MB, unit: 'MB', note: `heap ${(s.heapBytes / MB).toFixed(1)} MB, ${s.fds} fds, loop p99 ${s.loopP99Ms.toFixed(1)} ms`
  }))
  rows.push({ figure: 'RSS growth after the warm-up', ours: growth, reference: RSS_GOAL_MB_PER_HOUR, unit: 'MB/hour', note: `goal < ${RSS_GOAL_MB_PER_HOUR} ${growth < RSS_GOAL_MB_PER_HOUR ? 'met' : 'MISSED'}; t+${base.atSeconds}s to t+${last.atSeconds}s` })
  rows.push({ figure: 'open descriptors at the end', ours: last.fds, reference: base.fds, unit: 'fds', note: last.fds <= base.fds ? 'goal: no growth, met' : 'goal: no growth, MISSED' })
  rows.push({ figure: 'event-loop p99, worst interval after the warm-up', ours: worstLoop, reference: LOOP_P99_GOAL_MS, unit: 'ms', note: `goal < ${LOOP_P99_GOAL_MS} ${worstLoop < LOOP_P99_GOAL_MS ? 'met' : 'MISSED'}; ${steady.length} intervals` })
  rows.push({ figure: 'event-loop p99, worst interval of the whole run', ours: worstLoopEver, unit: 'ms', note: 'warm-up included; no goal' })
  rows.push({ figure: 'list reads answered', ours: requests, unit: 'requests', note: `${errors} failed` })
  return rows
}

async function scrape (origin: string): Promise<Omit<Sample, 'atSeconds' | 'loopP99Ms'>> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const value = (name: string): number => {
    const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)
    if (match === null) throw new Error(`/metrics has no ${name}`)
    return Number(match[1])
  }
  return { rssBytes: value('process_resident_memory_bytes'), heapBytes: value('nodejs_heap_size_used_bytes'), fds: value('process_open_fds') }
}

async function eventLoopP99 (proc: ChildProcess): Promise<number> {
  return await new Promise((resolve) => {
    const on = (m: any): void => { if (m?.eventLoop !== undefined) { proc.off('message', on); resolve(m.eventLoop.p99Ms) } }
    proc.on('message', on)
    proc.send({ ask: 'eventLoop' })
  })
}

const sleep = async (ms: number): Promise<void> => await new Promise((resolve) => setTimeout(resolve, ms))
