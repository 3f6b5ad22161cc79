// The checks worker (ARCHITECTURE §5): ONE loop claims due rows with a lease, runs them with at
// most `concurrency` in flight (the outbound client adds its per-host limit), records each result
// as it lands and reschedules it by its type's interval. No timer per domain: the loop sleeps
// only when nothing is due or every slot is busy. Any number of workers may share a database:
// claims never overlap, an expired lease (a crashed worker) makes its rows claimable again, and
// a round is recorded once (CheckRepository.complete).
import { setMaxListeners } from 'node:events'
import type { AppConfig } from '../../config'
import { type ClaimedCheck, CheckRepository } from '../../repositories/check-repository'
import { isForeignKeyViolation } from '../../repositories/constraint-errors'
import type { OutboundClient } from '../http'
import { type AnyCheckType, CHECK_TYPES } from '../registry'
import type { CheckResult, CheckTarget, CheckType } from '../types'
import { CheckAbandonedError, mapLimit, runCheck } from './run-check'
import { type WorkerDeps, type WorkerOptions, workerOptions } from './worker-options'

export { workerOptions }
export type { WorkerDeps, WorkerLog, WorkerOptions } from './worker-options'

const DAY_MS = 24 * 60 * 60 * 1000

export class CheckWorker {
  readonly options: WorkerOptions
  readonly stats = { recorded: 0, dropped: 0, released: 0, failed: 0 }
  private readonly repo: CheckRepository
  private readonly types: ReadonlyMap<string, AnyCheckType>
  private readonly inflight = new Set<Promise<void>>()
  /**
   * Rows claimed before a slot is free: a finished check is followed at once by the next, and
   * one claim statement serves several checks instead of one each. They are leased like the
   * running ones (and handed back on stop); a check's deadline being at most half the lease,
   * one waiting here still runs and finishes inside its lease.
   */
  private readonly ahead: ClaimedCheck[] = []
  private stopper = new AbortController()
  private running: Promise<void> | null = null
  private waiter: (() => void) | null = null
  private woken = false
  private lastMaintenance = -Infinity

  constructor (private readonly deps: WorkerDeps, options: Partial<WorkerOptions> = {}) {
    this.options = workerOptions(deps.config, options)
    this.repo = new CheckRepository(deps.db, deps.dialect)
    this.types = deps.types ?? CHECK_TYPES
    this.newStopper()
  }

  /** Every check in flight listens to the stop signal (two listeners each): no leak warning. */
  private newStopper (): void {
    this.stopper = new AbortController()
    setMaxListeners(this.options.concurrency * 2 + 10, this.stopper.signal)
  }

  get busy (): boolean {
    return this.running !== null
  }

  /** Inserts the due rows missing for any registered type (domains older than the type). */
  async ensureRows (): Promise<void> {
    for (const type of this.types.keys()) await this.repo.ensure(type)
  }

  start (): void {
    if (this.running !== null) return
    this.newStopper()
    this.lastMaintenance = -Infinity // prune on every start, then every maintenanceMs
    this.running = this.loop().catch((err: unknown) => this.deps.log.error({ err }, 'checks worker loop failed'))
  }

  /** Stops claiming, aborts the checks in flight and hands their rows back unrecorded. */
  async stop (): Promise<void> {
    if (this.running === null) return
    this.stopper.abort()
    this.wake()
    await this.running
    this.running = null
    this.newStopper()
  }

  /** Ends the idle sleep now (a refresh just made checks due). */
  wake (): void {
    const waiter = this.waiter
    this.waiter = null
    // Not asleep yet (claiming): the next sleep returns at once instead.
    if (waiter === null) this.woken = true
    waiter?.()
  }

  /** Runs everything due now, batch by batch, until nothing is (tests; not while started). */
  async drain (): Promise<number> {
    let total = 0
    for (;;) {
      const jobs = await this.repo.claim(this.options.id, this.options.concurrency, this.iso(0), this.iso(this.options.leaseMs))
      if (jobs.length === 0) return total
      await Promise.all(jobs.map(async (job) => await this.execute(job)))
      total += jobs.length
    }
  }

  /** Deletes history older than CHECK_HISTORY_DAYS (by the injected clock). */
  async prune (): Promise<number> {
    return await this.repo.prune(this.iso(-this.deps.config.checkHistoryDays * DAY_MS))
  }

  /** On-demand run of one type over `targets` (bounded, each with its deadline); results stored. */
  async runNow<R extends CheckResult> (type: CheckType<R>, targets: CheckTarget[], timeoutMs = this.options.checkTimeoutMs): Promise<Array<{ target: CheckTarget, result: R | null }>> {
    return await mapLimit(targets, this.options.concurrency, async (target) => {
      try {
        const result = await runCheck(type, target, this.context(), { timeoutMs })
        await this.repo.recordOnDemand(type, target, result, this.iso(0))
        return { target, result }
      } catch (err) {
        // Gave up at its deadline, or the domain was deleted meanwhile: no fresh result.
        if (!(err instanceof CheckAbandonedError) && !isForeignKeyViolation(err)) throw err
        return { target, result: null }
      }
    })
  }

  private async loop (): Promise<void> {
    const stop = this.stopper.signal
    const { concurrency } = this.options
    const claimAhead = Math.ceil(concurrency / 4)
    while (!stop.aborted) {
      await this.maintain()
      const free = concurrency - this.inflight.size
      let drained = false
      if (free > this.ahead.length) {
        const want = free - this.ahead.length + claimAhead
        const jobs = await this.claim(want)
        this.ahead.push(...jobs)
        drained = jobs.length < want
      }
      while (this.inflight.size < concurrency && this.ahead.length > 0) this.launch(this.ahead.shift()!)
      if (stop.aborted) break
      // Every slot busy: sleep until a check finishes. A slot free means nothing more is due:
      // sleep until a check finishes, a wake() or the poll interval.
      if (this.inflight.size < concurrency && !drained) continue
      await this.sleep(this.inflight.size >= concurrency ? null : this.options.pollMs)
    }
    // Stopping: the rows claimed ahead go back as they were, as do the checks in flight.
    const unstarted = this.ahead.splice(0).map(async (job) => await this.repo.release(job, this.options.id)
      .catch((err: unknown) => this.deps.log.error({ type: job.type, domain: job.target.domain, err }, 'could not release a check')))
    await Promise.allSettled([...this.inflight, ...unstarted])
    this.stats.released += unstarted.length
  }

  private async claim (limit: number): Promise<ClaimedCheck[]> {
    try {
      return await this.repo.claim(this.options.id, limit, this.iso(0), this.iso(this.options.leaseMs))
    } catch (err) {
      this.deps.log.error({ err }, 'could not claim checks')
      return []
    }
  }

  private launch (job: ClaimedCheck): void {
    const task: Promise<void> = this.execute(job).finally(() => {
      this.inflight.delete(task)
      this.wake()
    })
    this.inflight.add(task)
  }

  private async execute (job: ClaimedCheck): Promise<void> {
    const { log } = this.deps
    const stop = this.stopper.signal
    const type = this.types.get(job.type)
    const where = { type: job.type, domain: job.target.domain, round: job.round }
    try {
      if (type === undefined) throw new Error(`no check type "${job.type}" is registered`)
      if (job.attempts > 1) log.warn({ ...where, attempts: job.attempts }, 'check taken over after an expired lease')
      const result = await runCheck(type, job.target, this.context(), { timeoutMs: this.options.checkTimeoutMs, stop })
      if (stop.aborted) throw new CheckAbandonedError('worker stopping')
      const at = this.now()
      const recorded = await this.repo.complete(job, type, result, at.toISOString(), new Date(at.getTime() + type.interval(this.deps.config)).toISOString())
      if (recorded) this.stats.recorded++
      else {
        this.stats.dropped++
        log.info(where, 'round already recorded by another worker; result dropped')
      }
    } catch (err) {
      // Stopping: hand the row back as it was, another worker (or the next start) runs it.
      // Anything else is a failure of the check itself: try again after retryMs.
      const stopping = stop.aborted
      if (stopping) this.stats.released++
      else {
        this.stats.failed++
        log.error({ ...where, err }, 'check failed')
      }
      await this.repo.release(job, this.options.id, stopping ? undefined : this.iso(this.options.retryMs))
        .catch((releaseErr: unknown) => log.error({ ...where, err: releaseErr }, 'could not release a check'))
    }
  }

  private async maintain (): Promise<void> {
    if (Date.now() - this.lastMaintenance < this.options.maintenanceMs) return
    this.lastMaintenance = Date.now()
    try {
      const pruned = await this.prune()
      if (pruned > 0) this.deps.log.info({ pruned }, 'pruned old check history')
    } catch (err) {
      this.deps.log.error({ err }, 'could not prune check history')
    }
  }

  private async sleep (ms: number | null): Promise<void> {
    if (this.woken) {
      this.woken = false
      return
    }
    await new Promise<void>((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => this.wake(), ms)
      this.waiter = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }

  private context (): { client: OutboundClient, config: AppConfig, now: () => Date } {
    return { client: this.deps.client, config: this.deps.config, now: this.deps.now }
  }

  private now (): Date {
    return this.deps.now()
  }

  /** ISO time `offsetMs` from the clock's now. */
  private iso (offsetMs: number): string {
    return new Date(this.now().getTime() + offsetMs).toISOString()
  }
}
