// `npm run probe` as a real process for tests: api/src/probe.ts with tsx as node's
// loader, talking to a listening test app over HTTP with its probe token, every site name pinned
// to the farm, and its outbound connections leaving from `localAddress` (127.0.0.x stands in for
// a place: the farm answers by the connecting address).
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { type Farm, FARM_CA_FILE } from '../farm'

const API_DIR = path.resolve(__dirname, '..', '..')

export interface ProbeProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
  alive: () => boolean
}

export function spawnProbe (sitefleetUrl: string, token: string, farm: Farm, localAddress: string, env: Record<string, string> = {}): ProbeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'probe.ts')], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      SITEFLEET_URL: sitefleetUrl,
      PROBE_TOKEN: token,
      OUTBOUND_LOCAL_ADDRESS: localAddress,
      CONNECT_TO: `:443:127.0.0.1:${farm.httpsPort},:80:127.0.0.1:${farm.httpPort}`,
      NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
      PROBE_HEARTBEAT_SECONDS: '1',
      CHECK_CONCURRENCY: '8',
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  return {
    child,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    alive: () => child.exitCode === null && child.signalCode === null
  }
}

/** SIGTERM to what still runs, and wait for each to exit. */
export async function stopProbes (probes: ProbeProcess[]): Promise<void> {
  for (const p of probes) if (p.alive()) p.child.kill('SIGTERM')
  await Promise.all(probes.map(async (p) => await p.exited))
}
