import { DistProcess } from './dist-process'
import { REPO_ROOT, type Product } from './product'

/**
 * A probe as an operator starts one on another machine: `node api/dist/probe.js` with
 * SITEFLEET_URL and PROBE_TOKEN, its connections leaving from `outboundAddress` (a loopback
 * address standing in for another place).
 */
export class Probe {
  private readonly child = new DistProcess(REPO_ROOT, 'probe.js')

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
    this.child.start(env)
  }

  logs (): string {
    return this.child.logs()
  }

  async stop (): Promise<void> {
    await this.child.stop()
  }
}
