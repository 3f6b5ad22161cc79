// The checks worker: ONE loop claims due rows with a lease, runs them with at
// most `concurrency` in flight (the outbound client adds its per-host limit), records each result
// as it lands and reschedules it by its type's interval. No timer per domain: the loop sleeps
// only when nothing is due or every slot is busy. Any number of workers may share a database:
// claims never overlap, an expired lease (a crashed worker) makes its rows claimable again, and
// a round is recorded once (CheckRepository.complete). System checks (one row for the whole
// installation: roll-ups, delivery, retention) are claimed beside the domain checks, at most
// once a `systemPollMs`, and run in the same slots. General slots claim by priority (status
// first); paced types run only in lanes of their own (claim-plan.ts), so they never hold them.
import { setMaxListeners } from 'node:events'
import { type ClaimedCheck, CheckRepository } from './check-repository'
import { PacingRepository } from './pacing-repository'
import { type ClaimedSystemCheck, SystemCheckRepository } from './system-check-repository'
import { type JobTypes, splitBySubject } from './registry'
import type { CheckResult, CheckTarget, CheckType } from './types'
import { claimByPriority, type ClaimPlan, claimPlan, claimTurns, type LanePlan } from './claim-plan'
import { JobRunner, type Slot } from './job-runner'
import { createPacer } from './pacer'
import { mapLimit } from './run-check'
import { type WorkerDeps, type WorkerOptions, workerOptions } from './worker-options'
import { WorkerClaims } from './worker-claims'
import { WakeSignal } from './wake-signal'

export { workerOptions }
export type { WorkerDeps, WorkerLog, WorkerOptions } from './worker-options'

type ClaimedJob = ClaimedCheck | ClaimedSystemCheck

/** A paced type's lane: its own slots, and when it may next look for rows with a turn. */
interface Lane extends LanePlan {
  inflight: Set<Promise<void>>
  idleUntil: number
}

export class CheckWorker {
  readonly options: WorkerOptions
  /**
   * recorded: domain check results; systemRuns: runs of system checks; generalPaceWaits: checks
   * in a general slot that asked a pacing turn (0 while every paced type has its lane).
   */
  readonly stats = { recorded: 0, systemRuns: 0, dropped: 0, released: 0, failed: 0, deferred: 0, generalPaceWaits: 0 }
  private readonly repo: CheckRepository
  private readonly systemRepo: SystemCheckRepository
  readonly types: JobTypes
  private readonly plan: ClaimPlan
  private readonly lanes: Lane[]
  /** Paced system types (SystemCheckType.pacing): their runs take these slots, not general ones. */
  private readonly pacedSystem: ReadonlySet<string>
  private readonly systemLane = new Set<Promise<void>>()
  private readonly runner: JobRunner
  private readonly inflight = new Set<Promise<void>>()
  /**
   * Rows claimed before a slot is free (up to `claimAhead`, claimed in batches): a finished check
   * is followed at once by the next, and one claim statement serves several checks instead of
   * one each. They are leased like the running ones (and handed back on stop); with at most
   * `concurrency` of them and a check's deadline at most half the lease, one waiting here still
   * runs and finishes inside its lease (stale() hands back one that could not).
   */
  private readonly ahead: ClaimedJob[] = []
  private stopper = new AbortController()
  private running: Promise<void> | null = null
  private readonly signal = new WakeSignal()
  private readonly claims: WorkerClaims

  constructor (private readonly deps: WorkerDeps, options: Partial<WorkerOptions> = {}) {
    this.options = workerOptions(deps.config, options)
    this.repo = new CheckRepository(deps.db, deps.dialect)
    this.systemRepo = new SystemCheckRepository(deps.db, deps.dialect)
    this.types = deps.types
    const { domain, system } = splitBySubject(this.types)
    this.plan = claimPlan(domain)
    this.lanes = this.plan.lanes.map((lane) => ({ ...lane, inflight: new Set(), idleUntil: 0 }))
    this.claims = new WorkerClaims(deps, this.options, this.repo, this.systemRepo, system.map((t) => t.type))
    this.pacedSystem = new Set(system.filter((t) => t.pacing !== undefined).map((t) => t.type))
    this.runner = new JobRunner(deps, this.options, this.stats, this.repo, this.systemRepo, createPacer(new PacingRepository(deps.db)))
    this.newStopper()
  }

  /** Every check in flight listens to the stop signal (two listeners each): no leak warning. */
  private newStopper (): void {
    this.stopper = new AbortController()
    const laneSlots = this.plan.lanes.reduce((n, lane) => n + lane.concurrency, 0)
    setMaxListeners((this.options.concurrency + laneSlots) * 2 + 10, this.stopper.signal)
  }

  get busy (): boolean {
    return this.running !== null
  }

  /** Inserts the due rows missing for any registered type (domains older than the type). */
  async ensureRows (): Promise<void> {
    const { domain, system } = splitBySubject(this.types)
    for (const type of domain) await this.repo.ensure(type.type)
    for (const type of system) await this.systemRepo.ensure(type.type)
  }

  start (): void {
    if (this.running !== null) return
    this.newStopper()
    this.claims.lastSystemClaim = -Infinity
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
    this.signal.wake()
  }

  /** Makes a system check due now (new work for it) and wakes this worker. */
  async request (type: string): Promise<void> {
    await this.systemRepo.request(type, this.claims.iso(0))
    this.claims.lastSystemClaim = -Infinity
    this.wake()
  }

  /** Runs everything due now, batch by batch, until nothing is (tests; not while started). */
  async drain (): Promise<number> {
    let total = 0
    for (;;) {
      const general = [...await this.claims.system(), ...await claimByPriority(this.repo, this.plan.tiers, this.options.concurrency, this.claims.args())]
      const paced = (await Promise.all(this.plan.lanes.map(async (lane) => await claimTurns(this.repo, lane, lane.concurrency, this.claims.args())))).flat()
      if (general.length + paced.length === 0) return total
      await Promise.all([
        ...general.map(async (job) => await this.runner.execute(job, this.types, this.stopper.signal, 'general')),
        ...paced.map(async (job) => await this.runner.execute(job, this.types, this.stopper.signal, 'lane'))
      ])
      total += general.length + paced.length
    }
  }

  /** On-demand run of one type over `targets` (bounded, each with its deadline); results stored. */
  async runNow<R extends CheckResult> (type: CheckType<R>, targets: CheckTarget[], timeoutMs = this.options.checkTimeoutMs): Promise<Array<{ target: CheckTarget, result: R | null }>> {
    return await mapLimit(targets, this.options.concurrency, async (target) => ({ target, result: await this.runner.onDemand(type, target, timeoutMs) }))
  }

  private async loop (): Promise<void> {
    const stop = this.stopper.signal
    const { concurrency, claimAhead } = this.options
    while (!stop.aborted) {
      if (Date.now() - this.claims.lastSystemClaim >= this.options.systemPollMs) {
        const claimed = await this.claims.system()
        // A paced system check runs in a slot of its own (one row per type: one run at a time).
        for (const job of claimed) if (this.pacedSystem.has(job.type)) this.launch(job, this.systemLane, 'lane')
        this.ahead.unshift(...claimed.filter((job) => !this.pacedSystem.has(job.type)))
      }
      const free = concurrency - this.inflight.size
      let drained = false
      // Claim in batches: only once the rows in hand would leave no reserve after filling the
      // free slots, and then enough for both, so one claim serves `claimAhead` checks or more.
      const want = free + claimAhead - this.ahead.length
      if (this.ahead.length <= free && want > 0) {
        const jobs = await this.claims.general(this.plan.tiers, want)
        this.ahead.push(...jobs)
        drained = jobs.length < want
      }
      while (this.inflight.size < concurrency && this.ahead.length > 0) {
        const job = this.ahead.shift()!
        if (this.stale(job)) this.handBack(job)
        else this.launch(job, this.inflight, 'general')
      }
      await this.fillLanes()
      if (stop.aborted) break
      // Every slot busy: sleep until a check finishes. A slot free means nothing more is due:
      // sleep until a check finishes, a wake() or the poll interval (lanes look again then too).
      if (this.inflight.size < concurrency && !drained) continue
      const poll = Math.min(this.options.pollMs, this.options.systemPollMs)
      await this.signal.sleep(this.inflight.size >= concurrency && this.lanes.length === 0 ? null : poll)
    }
    // Stopping: the rows claimed ahead go back as they were, as do the checks in flight.
    const unstarted = this.ahead.splice(0).map(async (job) => await this.runner.release(job)
      .catch((err: unknown) => this.deps.log.error({ type: job.type, err }, 'could not release a check')))
    await Promise.allSettled([...this.inflight, ...this.systemLane, ...this.lanes.flatMap((lane) => [...lane.inflight]), ...unstarted])
    this.stats.released += unstarted.length
  }

  /**
   * A row that waited in the reserve until less than a deadline of its lease is left could not
   * finish inside it: never run late, it goes back as it was (fenced by owner and round, so a
   * row another worker took over meanwhile is left alone), due as before.
   */
  private stale (job: ClaimedJob): boolean {
    return this.deps.now().getTime() - Date.parse(job.claimedAt) > this.options.leaseMs - this.options.checkTimeoutMs
  }

  private handBack (job: ClaimedJob): void {
    this.stats.released++
    // Counted as in flight until the row is back, so stopping waits for it.
    this.occupy(this.inflight, this.runner.release(job)
      .catch((err: unknown) => this.deps.log.error({ type: job.type, err }, 'could not release a check')))
  }

  /**
   * Each lane with a free slot takes rows whose pacing key has a turn. One that found fewer than
   * it had room for looks again after the poll interval, or when one of its checks ends.
   */
  private async fillLanes (): Promise<void> {
    for (const lane of this.lanes) {
      const free = lane.concurrency - lane.inflight.size
      if (free <= 0 || Date.now() < lane.idleUntil || this.stopper.signal.aborted) continue
      const jobs = await this.claims.lane(lane, free)
      if (jobs.length < free) lane.idleUntil = Date.now() + this.options.pollMs
      for (const job of jobs) this.launch(job, lane.inflight, 'lane', lane)
    }
  }

  private launch (job: ClaimedJob, slots: Set<Promise<void>>, slot: Slot, lane?: Lane): void {
    this.occupy(slots, this.runner.execute(job, this.types, this.stopper.signal, slot), lane)
  }

  /** `work` holds a slot of `slots` until it settles; then the loop, maybe asleep on full slots, is woken. */
  private occupy (slots: Set<Promise<void>>, work: Promise<void>, lane?: Lane): void {
    const task: Promise<void> = work.finally(() => {
      slots.delete(task)
      if (lane !== undefined) lane.idleUntil = 0
      this.wake()
    })
    slots.add(task)
  }
}
