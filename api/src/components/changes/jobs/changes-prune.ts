// Deletes the site changes older than CHANGES_RETENTION_DAYS, as a system check: whichever worker
// holds the lease does it once a day, a bounded batch per statement so no statement holds the
// database for long, and a bounded number of batches per run before handing the slot back.
import { ChangeRepository } from '../change-repository'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { DAY_MS } from '../../../platform/lib/calendar'

export interface PruneLimits {
  /** Rows per DELETE. */
  batch: number
  /** DELETEs per run; more are left for the next run (more: true runs it again at once). */
  batchesPerRun: number
}

/** 5,000 rows a statement, 20 a run: a year of changes at 50,000 domains goes in a few runs. */
export const PRUNE_LIMITS: PruneLimits = { batch: 5000, batchesPerRun: 20 }

export class ChangesPrune implements SystemCheckType {
  readonly type = 'changes-prune'
  readonly subject = 'system'

  constructor (private readonly limits: PruneLimits = PRUNE_LIMITS) {}

  interval (): number {
    return DAY_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const cutoff = new Date(ctx.now().getTime() - ctx.config.changes.retentionDays * DAY_MS).toISOString()
    const changes = new ChangeRepository(ctx.db)
    let pruned = 0
    for (let i = 0; i < this.limits.batchesPerRun; i++) {
      const n = await changes.pruneBefore(cutoff, this.limits.batch)
      pruned += n
      if (n < this.limits.batch) return { more: false, ...(pruned > 0 ? { summary: { pruned } } : {}) }
    }
    return { more: true, summary: { pruned } }
  }
}
