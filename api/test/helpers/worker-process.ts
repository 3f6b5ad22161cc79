// `npm run worker` as a real process for tests: api/src/worker.ts with tsx as node's loader (the
// code dist/worker.js is built from; not the tsx CLI, whose child a SIGKILL would leave running),
// on the test app's database (its PostgreSQL schema, or its SQLite file) with every name pinned
// to the farm.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { type Farm, FARM_CA_FILE } from '../farm'
import type { CheckApp } from './checks'

const API_DIR = path.resolve(__dirname, '..', '..')

export interface WorkerProcess {
  id: string
  child: ChildProcess
  /** What it printed so far (JSON log lines). */
  output: () => string
  exited: Promise<number | null>
}

export function spawnWorker (c: CheckApp, farm: Farm, id: string, env: Record<string, string> = {}): WorkerProcess {
  const { config } = c.t
  const databaseUrl = config.databaseUrl === undefined
    ? undefined
    : `${config.databaseUrl}${config.databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${config.databaseSchema ?? 'public'}`)}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'worker.ts')], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: config.dataDir,
      JWT_SECRET: config.jwtSecret,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      // Every name to the farm (curl --connect-to with an empty host matches any host).
      CONNECT_TO: `:443:127.0.0.1:${farm.httpsPort},:80:127.0.0.1:${farm.httpPort}`,
      NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
      WORKER_ID: id,
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  return { id, child, output: () => output, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) }
}

/** Stops what is still running (SIGTERM) and waits for every one to exit. */
export async function stopWorkers (workers: WorkerProcess[]): Promise<void> {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM')
  await Promise.all(workers.map(async (w) => await w.exited))
}
