// The probe's side of the probe calls: heartbeat, claim and report over HTTP(S) to
// SITEFLEET_URL with the probe token. Sitefleet's own address is the operator's, not a site's,
// so it is called through an agent of its own (not the checks' SSRF-guarded client), leaving
// from OUTBOUND_LOCAL_ADDRESS like every connection of the process.
import { Agent } from 'undici'
import type { ProbeCheckShape, ProbeResultShape } from './schemas'

export interface ProbeClientOptions {
  baseUrl: string
  token: string
  localAddress?: string
  timeoutMs?: number
}

export class ProbeApiError extends Error {
  constructor (readonly status: number, message: string) {
    super(message)
    this.name = 'ProbeApiError'
  }
}

export class ProbeClient {
  private readonly agent: Agent
  /** Bytes sent and received (the bench's bytes on the wire per result). */
  readonly bytes = { sent: 0, received: 0 }

  constructor (private readonly options: ProbeClientOptions) {
    this.agent = new Agent({ connect: options.localAddress === undefined ? {} : { localAddress: options.localAddress }, keepAliveTimeout: 10_000 })
  }

  async heartbeat (version: string): Promise<{ location: { id: string, name: string }, pollMs: number, maxBatch: number }> {
    return await this.post('/api/probe/heartbeat', { version })
  }

  async claim (max: number): Promise<{ leaseSeconds: number, checks: ProbeCheckShape[] }> {
    return await this.post('/api/probe/claim', { max })
  }

  async report (results: ProbeResultShape[]): Promise<{ recorded: number }> {
    return await this.post('/api/probe/report', { results })
  }

  async close (): Promise<void> {
    await this.agent.close()
  }

  private async post<T> (path: string, body: unknown): Promise<T> {
    const payload = JSON.stringify(body)
    const res = await this.agent.request({
      origin: new URL(this.options.baseUrl).origin,
      path: new URL(this.options.baseUrl).pathname.replace(/\/$/, '') + path,
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: payload,
      headersTimeout: this.options.timeoutMs ?? 30_000,
      bodyTimeout: this.options.timeoutMs ?? 30_000
    })
    const text = await res.body.text()
    this.bytes.sent += Buffer.byteLength(payload) + path.length
    this.bytes.received += Buffer.byteLength(text)
    if (res.statusCode !== 200) {
      let message = text.slice(0, 300)
      try {
        message = String((JSON.parse(text) as { message?: unknown }).message ?? message)
      } catch {}
      throw new ProbeApiError(res.statusCode, `${path} answered ${res.statusCode}: ${message}`)
    }
    return JSON.parse(text) as T
  }
}
