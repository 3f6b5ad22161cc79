// export: BENCH_EXPORT_DOMAINS domains of one user, all in the natural scope (status, Bing and
// affiliate results, half on one of 50 hosting servers: lib/seed), then GET /api/scraper/export.csv
// and GET /api/hosting/export.csv downloaded over HTTP from the compiled api in its own process.
// Reported per file: seconds to the last byte and to the first, rows, bytes, and how much the
// api's resident memory grew during the download (Linux: its peak, VmHWM, reset just before).
// Reference: the same rows read with ONE plain SELECT and csv-stringify in one go, in a fresh
// process of its own measured the same way (lib/export-reference): what a non-streamed export
// costs. Runs on SQLite, and on PostgreSQL in a fresh schema when DATABASE_URL is set.
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { request } from 'undici'
import { buildApp } from '../../api/src/app'
import type { AppConfig } from '../../api/src/platform/config/config'
import { createTokenService } from '../../api/src/platform/auth/tokens'
import { dropSchema, tempDir, testConfig } from '../../api/test/helpers/test-app'
import { startChild } from '../lib/child'
import type { ReferenceResult } from '../lib/export-reference'
import { envInt, report, type Row } from '../lib/report'
import { seedPortfolio } from '../lib/seed'

const API = path.join(__dirname, '..', 'lib', 'api-process.ts')
const REFERENCE = path.join(__dirname, '..', 'lib', 'export-reference.ts')
const FILES = [
  { name: 'domains', url: '/api/scraper/export.csv' },
  { name: 'hosting', url: '/api/hosting/export.csv' }
] as const

/** A process's resident memory now and its peak since the last reset, in bytes (Linux /proc). */
function memoryOf (pid: number): { rss: number, peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kib('VmRSS'), peak: kib('VmHWM') }
}

/** Runs `work` while watching `pid`'s memory: the growth of its peak over its RSS before. */
async function memoryGrowth<T> (pid: number, work: () => Promise<T>): Promise<{ result: T, growth: number }> {
  // Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS; sampling backs it up.
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
  const before = memoryOf(pid).rss
  let peak = before
  const sampler = setInterval(() => { peak = Math.max(peak, memoryOf(pid).rss) }, 5)
  try {
    const result = await work()
    return { result, growth: Math.max(peak, memoryOf(pid).peak) - before }
  } finally {
    clearInterval(sampler)
  }
}

async function download (url: string, token: string): Promise<{ ms: number, firstByteMs: number, rows: number, bytes: number }> {
  const t0 = performance.now()
  const res = await request(url, { headers: { authorization: `Bearer ${token}` } })
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${await res.body.text()}`)
  let firstByteMs = NaN
  let bytes = 0
  let lines = 0
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    if (bytes === 0) firstByteMs = performance.now() - t0
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 10) lines++
  }
  return { ms: performance.now() - t0, firstByteMs, rows: lines - 1, bytes }
}

export async function run (): Promise<void> {
  if (!fs.existsSync('/proc/self/clear_refs')) throw new Error('export measures memory through /proc (Linux only)')
  const kinds: Array<'sqlite' | 'postgres'> = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
  for (const kind of kinds) await runOn(kind)
}

async function runOn (kind: 'sqlite' | 'postgres'): Promise<void> {
  const n = envInt('BENCH_EXPORT_DOMAINS', 50_000)
  const startedAt = new Date().toISOString()
  const schema = kind === 'postgres' ? `sf_bench_${randomBytes(6).toString('hex')}` : undefined
  const config: AppConfig = testConfig({
    dataDir: tempDir('sitefleet-bench-export-'),
    workerEnabled: false,
    ...(schema !== undefined ? { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema } : {})
  })
  try {
    const seeder = buildApp(config, { logger: false })
    await seeder.ready()
    const s0 = performance.now()
    const user = await seedPortfolio(seeder.db, n, new Date(), { scope: 'natural' })
    const seedSeconds = (performance.now() - s0) / 1000
    await seeder.close()
    console.log(`[${kind}] seeded ${n} domains in ${seedSeconds.toFixed(1)} s`)
    const token = createTokenService(config.jwtSecret).sign({ sub: user.userId, role: 'user', name: user.name, email: user.email, ver: 0 })

    const ours = new Map<string, { ms: number, firstByteMs: number, rows: number, bytes: number, growth: number }>()
    const api = await startChild<{ port: number }>(API, { BENCH_API_CONFIG: JSON.stringify(config) })
    try {
      for (const file of FILES) {
        const { result, growth } = await memoryGrowth(api.proc.pid!, async () => await download(`http://127.0.0.1:${api.ready.port}${file.url}`, token))
        ours.set(file.name, { ...result, growth })
      }
    } finally {
      await api.stop()
    }

    const reference = new Map<string, ReferenceResult & { growth: number }>()
    for (const file of FILES) {
      // A fresh process per file, so neither inherits the other's heap.
      const child = await startChild<Record<string, never>>(REFERENCE, { BENCH_API_CONFIG: JSON.stringify(config) })
      try {
        const { result, growth } = await memoryGrowth(child.proc.pid!, async () => await new Promise<ReferenceResult>((resolve) => {
          child.proc.on('message', (m: any) => { if (m?.done !== undefined) resolve(m.done as ReferenceResult) })
          child.proc.send({ run: file.name, userId: user.userId })
        }))
        reference.set(file.name, { ...result, growth })
      } finally {
        await child.stop()
      }
    }

    const rows: Row[] = []
    const MB = 1024 * 1024
    for (const file of FILES) {
      const o = ours.get(file.name)!
      const r = reference.get(file.name)!
      if (o.rows !== r.rows || o.bytes !== r.bytes) throw new Error(`${file.url}: ${o.rows} rows / ${o.bytes} bytes, the reference ${r.rows} / ${r.bytes}`)
      if (file.name === 'domains' && o.rows !== n) throw new Error(`${file.url}: ${o.rows} rows for ${n} domains`)
      rows.push(
        { figure: `${file.url}: download`, ours: o.ms / 1000, reference: r.ms / 1000, unit: 's', note: `${o.rows} rows, ${(o.bytes / MB).toFixed(2)} MiB; reference: one SELECT + csv-stringify in one go, no HTTP` },
        { figure: `${file.url}: first byte`, ours: o.firstByteMs / 1000, reference: r.ms / 1000, unit: 's', note: 'a non-streamed export can send its first byte only when the whole file is built' },
        { figure: `${file.url}: api RSS growth`, ours: Math.max(o.growth, 0) / MB, reference: Math.max(r.growth, 0) / MB, unit: 'MiB', note: 'peak resident memory during the download over what it was just before' },
        { figure: `${file.url}: rows`, ours: o.rows, reference: r.rows, unit: 'rows' },
        { figure: `${file.url}: bytes`, ours: o.bytes, reference: r.bytes, unit: 'B' }
      )
    }
    report({
      scenario: kind === 'sqlite' ? 'export' : 'export-postgres',
      startedAt,
      params: { database: kind, BENCH_EXPORT_DOMAINS: n, seedSeconds: seedSeconds.toFixed(1) },
      rows,
      notes: [
        'ours: the compiled api in its own process, the files downloaded over loopback HTTP by this process (rows counted by line).',
        'reference: a fresh process on the same database: the export\'s own query unpaged (one SELECT of every row), the same cells, csv-stringify/sync into one string. Its figures exclude HTTP.',
        'RSS growth: the process\'s peak resident set (VmHWM, reset through /proc/<pid>/clear_refs just before; also sampled every 5 ms) minus its RSS before.',
        'Seed: one user, every domain natural, brand categories, a scan, status history, affiliate and Bing results each; half the domains on one of 50 servers.'
      ]
    })
  } finally {
    fs.rmSync(config.dataDir, { recursive: true, force: true })
    if (schema !== undefined) await dropSchema(schema)
  }
}
