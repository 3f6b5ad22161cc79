import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'
import { DistProcess } from './dist-process'

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
  private readonly child = new DistProcess(REPO_ROOT, 'server.js')

  constructor (private readonly options: ProductOptions) {}

  async start (): Promise<void> {
    // A test may choose the port, to tell the product its own address (PUBLIC_URL) up front.
    const port = this.options.env?.PORT === undefined ? await freePort() : Number(this.options.env.PORT)
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
    this.child.start(env)
    await this.waitForHealth()
  }

  private async waitForHealth (): Promise<void> {
    // Generous: on a loaded machine the first start (migrations, the first admin) can take a minute.
    const deadline = Date.now() + 90000
    while (Date.now() < deadline) {
      if (this.child.exited) throw new Error(`The product exited:\n${this.child.logs()}`)
      try {
        const response = await fetch(`${this.url}/healthz`)
        if (response.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`The product did not become healthy:\n${this.child.logs()}`)
  }

  logs (): string {
    return this.child.logs()
  }

  async stop (): Promise<void> {
    await this.child.stop()
    fs.rmSync(this.dataDir, { recursive: true, force: true })
  }
}
