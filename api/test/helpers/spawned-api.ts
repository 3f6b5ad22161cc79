// `npm start` as a real process for tests: api/src/server.ts with tsx as node's loader (the code
// dist/server.js is built from), on a database URL the test gives (its PostgreSQL schema behind
// an application_name it can find, or a proxy it can cut), with every name pinned to the farm.
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { type Farm, FARM_CA_FILE } from '../farm'
import { eventually } from './checks'
import type { TestApp } from './test-app'

const API_DIR = path.resolve(__dirname, '..', '..')

export interface ApiProcess {
  url: string
  child: ChildProcess
  /** What it printed so far (JSON log lines). */
  output: () => string
  exited: Promise<number | null>
  alive: () => boolean
}

/** `t`'s PostgreSQL database and schema as a URL, with `applicationName` on every connection. */
export function postgresUrl (t: TestApp, applicationName: string, hostPort?: string): string {
  const url = new URL(t.config.databaseUrl ?? '')
  if (hostPort !== undefined) url.host = hostPort
  url.searchParams.set('application_name', applicationName)
  url.searchParams.set('options', `-c search_path=${t.config.databaseSchema ?? 'public'}`)
  return url.toString()
}

async function freePort (): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Starts the api on `t`'s data (same secret, so `t`'s tokens work) and waits until it answers. */
export async function spawnApi (t: TestApp, farm: Farm, databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'server.ts')], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: t.config.dataDir,
      JWT_SECRET: t.config.jwtSecret,
      DATABASE_URL: databaseUrl,
      CONNECT_TO: `:443:127.0.0.1:${farm.httpsPort},:80:127.0.0.1:${farm.httpPort}`,
      NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const api: ApiProcess = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited, alive: () => child.exitCode === null && child.signalCode === null }
  await eventually(async () => {
    if (!api.alive()) throw new Error(`the api exited while starting:\n${output}`)
    return await fetch(`${api.url}/healthz`).then((r) => r.status === 200, () => false)
  }, 60_000)
  return api
}
