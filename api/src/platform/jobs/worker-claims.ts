// How the checks worker takes rows: each claim is leased to this worker for `leaseMs` from the
// clock's now, and a claim that fails (the database away a moment) is logged and taken as
// "nothing due", so the loop sleeps and tries again instead of ending.
import type { CheckRepository, ClaimedCheck } from './check-repository'
import { type ClaimArgs, claimByPriority, claimTurns, type LanePlan } from './claim-plan'
import type { ClaimedSystemCheck, SystemCheckRepository } from './system-check-repository'
import type { WorkerDeps, WorkerOptions } from './worker-options'

export class WorkerClaims {
  /** When system checks were last claimed (Date.now()), so they are looked for once a systemPollMs. */
  lastSystemClaim = -Infinity

  constructor (
    private readonly deps: WorkerDeps,
    private readonly options: WorkerOptions,
    private readonly repo: CheckRepository,
    private readonly systemRepo: SystemCheckRepository,
    private readonly systemTypes: readonly string[]
  ) {}

  /** Domain checks for the general slots, by priority tier. */
  async general (tiers: readonly string[][], limit: number): Promise<ClaimedCheck[]> {
    try {
      return await claimByPriority(this.repo, tiers, limit, this.args())
    } catch (err) {
      this.deps.log.error({ err }, 'could not claim checks')
      return []
    }
  }

  /** A paced lane's rows whose pacing key has a turn. */
  async lane (lane: LanePlan, free: number): Promise<ClaimedCheck[]> {
    try {
      return await claimTurns(this.repo, lane, free, this.args())
    } catch (err) {
      this.deps.log.error({ err, lane: lane.type }, 'could not claim paced checks')
      return []
    }
  }

  async system (): Promise<ClaimedSystemCheck[]> {
    this.lastSystemClaim = Date.now()
    try {
      return await this.systemRepo.claim(this.options.id, this.systemTypes, this.iso(0), this.iso(this.options.leaseMs))
    } catch (err) {
      this.deps.log.error({ err }, 'could not claim system checks')
      return []
    }
  }

  args (): ClaimArgs {
    return { owner: this.options.id, now: this.iso(0), leaseUntil: this.iso(this.options.leaseMs) }
  }

  /** ISO time `offsetMs` from the clock's now. */
  iso (offsetMs: number): string {
    return new Date(this.deps.now().getTime() + offsetMs).toISOString()
  }
}
