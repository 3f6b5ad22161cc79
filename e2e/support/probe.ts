import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT, type Product } from './product'

/**
 * A probe as an operator starts one on another machine: `node api/dist/probe.js` with
 * SITEFLEET_URL and PROBE_TOKEN, its connections leaving from `outboundAddress` (a loopback
 * address standing in for another place).
 */
export class Probe {
  private child?: ChildProcess
  private output = ''

  constructor (private readonly options: { product: Product; token: string; outboundAddress: string; env?: Record<string, string> }) {}

  start (): void {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SITEFLEET_URL: this.options.product.url,
      PROBE_TOKEN: this.options.token,
      OUTBOUND_LOCAL_ADDRESS: this.options.outboundAddress,
      ...this.options.env,
    }
    delete env.DATABASE_URL
    this.child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'probe.js')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    this.child.stdout?.on('data', (chunk) => (this.output += chunk))
    this.child.stderr?.on('data', (chunk) => (this.output += chunk))
  }

  logs (): string {
    return this.output
  }

  async stop (): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
}
