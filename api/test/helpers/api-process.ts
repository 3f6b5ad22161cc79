// The api as a real process for tests (server.ts with tsx as node's loader: the code dist/server.js
// is built from), listening on a port of its own on loopback. `spawnEntry` starts either entry
// point (server.ts, worker.ts) with a bare environment plus what the test passes.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const API_DIR = path.resolve(__dirname, '..', '..')

export interface EntryProcess {
  child: ChildProcess
  /** What it printed so far, stdout and stderr. */
  output: () => string
  exited: Promise<number | null>
}

export function spawnEntry (entry: 'server.ts' | 'worker.ts', env: Record<string, string>): EntryProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', entry)], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', JWT_SECRET: 'process-test-secret-0123456789abcdefghij', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) }
}

/** Waits for Fastify's "Server listening at" line and returns that address; throws if it exits first. */
export async function listeningAt (p: EntryProcess, ms = 150_000): Promise<string> {
  const end = Date.now() + ms
  for (;;) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(p.output())
    if (match !== null) return match[1]
    if (p.child.exitCode !== null || Date.now() > end) throw new Error(`the api did not start:\n${p.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function kill (p: EntryProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal)
}
