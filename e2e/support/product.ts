import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'

export const REPO_ROOT = path.resolve(__dirname, '..', '..')

export async function freePort (): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface ProductOptions {
  smtpUrl: string;
  env?: Record<string, string>;
}

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', name: 'Admin' }
export const DATING_PASSWORD = 'let-me-date'

/**
 * The built product as a user runs it: `node api/dist/server.js` serving the shell and remotes,
 * on a fresh SQLite data folder (or the PostgreSQL of DATABASE_URL, in a schema of its own).
 */
export class Product {
  url = ''
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitefleet-e2e-'))
  private child?: ChildProcess
  private output = ''

  constructor (private readonly options: ProductOptions) {}

  async start (): Promise<void> {
    const port = await freePort()
    this.url = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      SMTP_URL: this.options.smtpUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATING_ACCESS_PASSWORD: DATING_PASSWORD,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      ...this.options.env,
    }
    // No test reaches the system DNS: after whatever the test pinned, every other name goes to a
    // local port nothing listens on (the product's checks of made-up names are refused there).
    const closed = await freePort()
    env.CONNECT_TO = [env.CONNECT_TO, `:443:127.0.0.1:${closed}`, `:80:127.0.0.1:${closed}`].filter(Boolean).join(',')
    // e2e always runs on SQLite: the PostgreSQL runs are the API suites'.
    delete env.DATABASE_URL
    this.child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'server.js')], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child.stdout?.on('data', (chunk) => (this.output += chunk))
    this.child.stderr?.on('data', (chunk) => (this.output += chunk))
    await this.waitForHealth()
  }

  private async waitForHealth (): Promise<void> {
    const deadline = Date.now() + 30000
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) throw new Error(`The product exited:\n${this.output}`)
      try {
        const response = await fetch(`${this.url}/healthz`)
        if (response.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`The product did not become healthy:\n${this.output}`)
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
    fs.rmSync(this.dataDir, { recursive: true, force: true })
  }
}
