// Composition root of a probe (`npm run probe`, or `node api/dist/probe.js`): a location
// that checks from another place. It needs SITEFLEET_URL and PROBE_TOKEN and nothing else: no
// database, no inbound port, only outbound HTTPS to Sitefleet. It heartbeats, claims a batch of
// leased checks, runs each with the product's own outbound client (SSRF guard, timeouts, error
// classes) and the status check's own check(), and reports the batch. A probe that dies leaves
// its leases to run out: the checks go back to the pool. SIGTERM/SIGINT stop it cleanly.
import { setMaxListeners } from 'node:events'
import { ProbeApiError, ProbeClient, type ProbeResultShape } from './components/locations'
import { StatusCheck } from './components/monitoring'
import { ConfigError } from './platform/errors'
import { loadProbeSettings, type ProbeSettings } from './platform/config/probe-settings'
import { mapLimit, runWithDeadline } from './platform/jobs/run-check'
import { PRODUCT_VERSION } from './platform/lib/version'
import { OutboundClient } from './platform/outbound'

function log (level: string, obj: object, msg: string): void {
  const err = (obj as { err?: unknown }).err
  const fields = err instanceof Error ? { ...obj, err: { message: err.message } } : obj
  process.stdout.write(JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields, msg }) + '\n')
}

const sleep = async (ms: number, signal: AbortSignal): Promise<void> => await new Promise((resolve) => {
  const done = (): void => {
    clearTimeout(timer)
    signal.removeEventListener('abort', done)
    resolve()
  }
  const timer = setTimeout(done, ms)
  signal.addEventListener('abort', done, { once: true })
})

class Probe {
  readonly stats = { claimed: 0, reported: 0, failedReports: 0 }
  private readonly stopper = new AbortController()
  private readonly status = new StatusCheck()
  private pollMs = 1000
  private maxBatch = 100
  private lastHeartbeat = 0

  constructor (private readonly settings: ProbeSettings, private readonly api: ProbeClient, private readonly client: OutboundClient) {
    // Every check in flight and the idle sleep listen to the stop signal.
    setMaxListeners(settings.concurrency * 4 + 10, this.stopper.signal)
  }

  async run (): Promise<void> {
    const stop = this.stopper.signal
    while (!stop.aborted) {
      try {
        if (Date.now() - this.lastHeartbeat >= this.settings.heartbeatSeconds * 1000) await this.heartbeat()
        const worked = await this.batch()
        if (!worked) await sleep(this.pollMs, stop)
      } catch (err) {
        // 401: the token was replaced or the location deleted; anything else: Sitefleet unreachable.
        log(err instanceof ProbeApiError && err.status === 401 ? 'error' : 'warn', { err }, 'probe call failed; trying again')
        await sleep(Math.max(this.pollMs, 2000), stop)
      }
    }
  }

  stop (): void {
    this.stopper.abort()
  }

  private async heartbeat (): Promise<void> {
    const answer = await this.api.heartbeat(PRODUCT_VERSION)
    if (this.lastHeartbeat === 0) log('info', { location: answer.location.name, version: PRODUCT_VERSION }, 'probe connected')
    this.pollMs = answer.pollMs
    this.maxBatch = answer.maxBatch
    this.lastHeartbeat = Date.now()
  }

  /** One claim, its checks run, one report; false when there was nothing to do. */
  private async batch (): Promise<boolean> {
    const max = Math.max(1, Math.min(this.maxBatch, this.settings.concurrency * 2))
    const { leaseSeconds, checks } = await this.api.claim(max)
    if (checks.length === 0) return false
    this.stats.claimed += checks.length
    // Half the lease: a live probe reports well before its leases run out.
    const timeoutMs = Math.max(1000, Math.floor(leaseSeconds * 1000 / 2))
    const results = await mapLimit(checks, this.settings.concurrency, async (check): Promise<ProbeResultShape | null> => {
      // A probe knows a domain by its name only: nothing about its owner or category.
      const target = { domainId: '', domain: check.domain, userId: '', superCategory: 'natural' as const }
      try {
        const r = await runWithDeadline(async (signal) => await this.status.check(target, { client: this.client, signal }), `status check of ${check.domain}`, { timeoutMs, stop: this.stopper.signal })
        return { leaseId: check.leaseId, statusCode: r.statusCode, responseMs: r.responseMs === null ? null : Math.round(r.responseMs), error: r.error, finalUrl: r.finalUrl }
      } catch (err) {
        if (!this.stopper.signal.aborted) log('warn', { domain: check.domain, err }, 'check failed; its lease will run out')
        return null
      }
    })
    const done = results.filter((r): r is ProbeResultShape => r !== null)
    if (done.length === 0 || this.stopper.signal.aborted) return true
    try {
      this.stats.reported += (await this.api.report(done)).recorded
    } catch (err) {
      this.stats.failedReports++
      throw err
    }
    return true
  }
}

async function main (): Promise<void> {
  const settings = loadProbeSettings()
  const client = new OutboundClient({ connectTo: settings.connectTo, concurrency: settings.concurrency, localAddress: settings.outboundLocalAddress })
  const api = new ProbeClient({ baseUrl: settings.sitefleetUrl, token: settings.token, localAddress: settings.outboundLocalAddress })
  const probe = new Probe(settings, api, client)
  let stopping = false
  const onSignal = (signal: string): void => {
    if (stopping) return
    stopping = true
    log('info', { signal, ...probe.stats }, 'probe stopping')
    probe.stop()
  }
  process.once('SIGTERM', () => onSignal('SIGTERM'))
  process.once('SIGINT', () => onSignal('SIGINT'))
  log('info', { sitefleet: settings.sitefleetUrl, concurrency: settings.concurrency, localAddress: settings.outboundLocalAddress ?? null }, 'probe starting')
  await probe.run()
  await client.close()
  await api.close()
  log('info', { ...probe.stats, bytesSent: api.bytes.sent, bytesReceived: api.bytes.received }, 'probe stopped')
}

main().then(() => process.exit(0), (err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`Configuration error: ${err.message}\n`)
  else console.error('probe failed:', err)
  process.exit(1)
})
