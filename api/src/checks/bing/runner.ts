// Runs Bing checks in the background: a queue drained by a few workers. A domain already
// queued or running is not queued twice, so pressing "Bing Index Check" repeatedly, or the
// schedule meeting a forced check, costs nothing extra. Bing itself is paced by the provider.
import type { FastifyBaseLogger } from 'fastify'
import type { BingTarget } from '../../repositories/bing-repository'
import type { IndexResult } from './types'

export interface RunnableCheck {
  check: (domain: BingTarget) => Promise<IndexResult>
}

export class BingCheckRunner {
  private readonly queue: BingTarget[] = []
  private readonly pending = new Set<string>()
  private active = 0
  private closed = false
  private idleWaiters: Array<() => void> = []
  // Per batch (until the queue runs dry): one summary line instead of a line per domain.
  private tally = { checked: 0, unknown: 0, failed: 0, lastReason: '' }

  constructor (
    private readonly check: RunnableCheck,
    private readonly concurrency: number,
    private readonly log: FastifyBaseLogger
  ) {}

  /** Queues the domains not already queued or running; returns how many were added. */
  enqueue (domains: BingTarget[]): number {
    if (this.closed) return 0
    let added = 0
    for (const domain of domains) {
      if (this.pending.has(domain.id)) continue
      this.pending.add(domain.id)
      this.queue.push(domain)
      added++
    }
    this.pump()
    return added
  }

  /** Domains queued or running. */
  get size (): number {
    return this.pending.size
  }

  /** Resolves when nothing is queued or running (tests, graceful shutdown). */
  async idle (): Promise<void> {
    if (this.pending.size === 0) return
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve))
  }

  /** Drops what is queued; running checks finish or fail on their own (their signal aborts). */
  close (): void {
    this.closed = true
    for (const domain of this.queue.splice(0)) this.pending.delete(domain.id)
    this.settle()
  }

  private pump (): void {
    while (!this.closed && this.active < this.concurrency && this.queue.length > 0) {
      const domain = this.queue.shift()!
      this.active++
      void this.run(domain)
    }
  }

  private async run (domain: BingTarget): Promise<void> {
    try {
      const result = await this.check.check(domain)
      this.tally.checked++
      if (result.state === 'unknown') {
        this.tally.unknown++
        this.tally.lastReason = result.reason ?? ''
      }
    } catch (err) {
      if (!this.closed) {
        this.tally.failed++
        this.log.error({ err, domain: domain.domain }, 'Bing index check failed')
      }
    } finally {
      this.active--
      this.pending.delete(domain.id)
      this.pump()
      this.settle()
    }
  }

  private settle (): void {
    if (this.pending.size > 0) return
    const { checked, unknown, failed, lastReason } = this.tally
    if (checked + failed > 0) {
      // Many unknowns usually mean Bing is showing captchas: worth a warning, once.
      const level = unknown > 0 || failed > 0 ? 'warn' : 'info'
      this.log[level]({ checked, unknown, failed, lastReason: unknown > 0 ? lastReason : undefined }, 'Bing index checks done')
      this.tally = { checked: 0, unknown: 0, failed: 0, lastReason: '' }
    }
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }
}
