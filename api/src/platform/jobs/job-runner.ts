// Runs one claimed job for the checks worker and settles its row: a domain check's result is
// recorded with its round (history, the type's record, events) and rescheduled by its interval;
// a system check runs over the installation and is rescheduled, at once when it has more to do.
// A deferred check (its paced service's turn is far off) goes back unrecorded, due at its turn;
// a stopping worker hands rows back as they were; any other throw is retried after retryMs.
import type { ClaimedCheck, CheckRepository } from './check-repository'
import { isForeignKeyViolation } from '../db/constraint-errors'
import type { ClaimedSystemCheck, SystemCheckRepository } from './system-check-repository'
import { type AnyCheckType, splitBySubject } from './registry'
import { CheckDeferred, type CheckResult, type CheckTarget, type CheckType, type FirstRound, type SystemCheckType } from './types'
import type { Pacer } from './pacer'
import { firstRound } from './first-round'
import { ResultRecorder } from './result-recorder'
import { type BaseContext, CheckAbandonedError, contextFor, runCheck, runWithDeadline } from './run-check'
import type { WorkerDeps, WorkerOptions } from './worker-options'

type Stats = Record<'recorded' | 'systemRuns' | 'dropped' | 'released' | 'failed' | 'deferred' | 'generalPaceWaits', number>

/** Where a job runs: a general slot, or its paced type's own lane. */
export type Slot = 'general' | 'lane'

export class JobRunner {
  private readonly domainCheckTypes: readonly string[]
  private readonly firstRound: FirstRound
  private readonly recorder: ResultRecorder

  constructor (
    private readonly deps: WorkerDeps,
    private readonly options: WorkerOptions,
    private readonly stats: Stats,
    private readonly repo: CheckRepository,
    private readonly systemRepo: SystemCheckRepository,
    private readonly pacer: Pacer
  ) {
    const domain = splitBySubject(deps.types).domain
    this.domainCheckTypes = domain.map((t) => t.type)
    this.firstRound = firstRound(domain, deps.config)
    this.recorder = new ResultRecorder(repo, deps.config, { maxBatch: options.recordBatch, lingerMs: options.recordLingerMs })
  }

  async execute (job: ClaimedCheck | ClaimedSystemCheck, types: ReadonlyMap<string, AnyCheckType>, stop: AbortSignal, slot: Slot = 'general'): Promise<void> {
    const { log } = this.deps
    // The pacing key the check asked a turn of: kept on its row, so its lane claims it only
    // when that key has a turn. In a general slot such a wait is what lanes exist to prevent:
    // counted (generalPaceWaits stays 0 while every paced type declares its pacing).
    let paceKey: string | undefined
    const onPace = (key: string): void => {
      paceKey = key
      if (slot === 'general') this.stats.generalPaceWaits++
    }
    const type = types.get(job.type)
    const where = 'target' in job ? { type: job.type, domain: job.target.domain, round: job.round } : { type: job.type, round: job.round }
    try {
      if (type === undefined) throw new Error(`no check type "${job.type}" is registered`)
      if (job.attempts > 1) log.warn({ ...where, attempts: job.attempts }, 'check taken over after an expired lease')
      const recorded = 'target' in job
        ? await this.runDomain(job, type as CheckType<CheckResult>, stop, onPace, () => paceKey)
        : await this.runSystem(job, type as SystemCheckType, stop)
      this.deps.onCheck?.(job.type, 'done')
      if (recorded) this.stats['target' in job ? 'recorded' : 'systemRuns']++
      else {
        this.stats.dropped++
        log.info(where, 'round already recorded by another worker; result dropped')
      }
    } catch (err) {
      // Stopping: hand the row back as it was, another worker (or the next start) runs it.
      // Deferred: back, due at its turn. Anything else is a failure of the check itself.
      let dueAt: string | undefined
      if (stop.aborted) this.stats.released++
      else if (err instanceof CheckDeferred) {
        this.stats.deferred++
        dueAt = this.iso(err.delayMs)
      } else {
        this.stats.failed++
        this.deps.onCheck?.(job.type, 'failed')
        log.error({ ...where, err }, 'check failed')
        dueAt = this.iso(this.options.retryMs)
      }
      await this.release(job, dueAt, paceKey).catch((releaseErr: unknown) => log.error({ ...where, err: releaseErr }, 'could not release a check'))
    }
  }

  /** A fresh result outside the schedule (on-demand affiliate check); null when none came. */
  async onDemand<R extends CheckResult> (type: CheckType<R>, target: CheckTarget, timeoutMs: number): Promise<R | null> {
    try {
      const result = await runCheck(type, target, this.base(), { timeoutMs })
      await this.repo.recordOnDemand(type, target, result, this.iso(0), this.deps.config)
      return result
    } catch (err) {
      // Gave up at its deadline, the domain was deleted meanwhile, or its paced service (an
      // RDAP registry asking to slow down) has no turn now: no fresh result.
      if (!(err instanceof CheckAbandonedError) && !(err instanceof CheckDeferred) && !isForeignKeyViolation(err)) throw err
      return null
    }
  }

  async release (job: ClaimedCheck | ClaimedSystemCheck, dueAt?: string, paceKey?: string): Promise<void> {
    if ('target' in job) await this.repo.release(job, this.options.id, dueAt, paceKey)
    else await this.systemRepo.release(job, this.options.id, dueAt)
  }

  private async runDomain (job: ClaimedCheck, type: CheckType<CheckResult>, stop: AbortSignal, onPace: (key: string) => void, paceKey: () => string | undefined): Promise<boolean> {
    const result = await runCheck(type, job.target, this.base(), { timeoutMs: this.options.checkTimeoutMs, stop, onPace })
    if (stop.aborted) throw new CheckAbandonedError('worker stopping')
    const at = this.deps.now()
    return await this.recorder.record({ job, type, result, at: at.toISOString(), nextDue: this.after(at, type.interval(this.deps.config)), paceKey: paceKey() })
  }

  private async runSystem (job: ClaimedSystemCheck, type: SystemCheckType, stop: AbortSignal): Promise<boolean> {
    const result = await runWithDeadline(async (signal) => await type.check({ ...contextFor(this.base(), signal), dialect: this.deps.dialect, mailer: this.deps.mailer, log: this.deps.log, domainCheckTypes: this.domainCheckTypes, firstRound: this.firstRound }),
      `${type.type} check`, { timeoutMs: this.options.checkTimeoutMs, stop })
    if (stop.aborted) throw new CheckAbandonedError('worker stopping')
    if (result.summary !== undefined) this.deps.log.info({ type: type.type, ...result.summary }, 'system check ran')
    const at = this.deps.now()
    return await this.systemRepo.complete(job, at.toISOString(), this.after(at, result.more ? 0 : type.interval(this.deps.config)))
  }

  private base (): BaseContext {
    const { client, config, now, db } = this.deps
    return { client, config, now, db, pacer: this.pacer }
  }

  private after (at: Date, ms: number): string {
    return new Date(at.getTime() + ms).toISOString()
  }

  /** ISO time `offsetMs` from the clock's now. */
  private iso (offsetMs: number): string {
    return this.after(this.deps.now(), offsetMs)
  }
}
