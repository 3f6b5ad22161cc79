// Applies CSV imports as a system check: the apply call only marks the import
// pending and asks for a run; whichever worker holds this check's lease writes the rows in
// batches, each batch with its progress in one transaction, so a crash or a second worker never
// writes a row twice and a stopped import resumes at its next batch. It also deletes previews
// and finished imports past their expiry (there is no timer beside the checks engine).
import type { AppConfig } from '../../../platform/config/config'
import type { PlannedRow } from '../import-plan'
import { applyBatch, type RowError } from './apply-batch'
import { ImportRepository } from '../import-repository'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { refreshPlannerStatistics } from '../../../platform/db/planner-statistics'

export const IMPORT_APPLY_TYPE = 'import-apply'
/** Rows per transaction: big enough for multi-row inserts, small enough to keep locks short. */
export const IMPORT_BATCH = 500
/** Batches per run, so one huge import does not hold the lease past its deadline. */
const BATCHES_PER_RUN = 20
const HOUR_MS = 60 * 60_000
/** What an import grows: the workers' claims plan on these while the import's first round runs. */
const GROWN_TABLES = ['domains', 'checks'] as const

export class ImportApply implements SystemCheckType {
  readonly type = IMPORT_APPLY_TYPE
  readonly subject = 'system'

  interval (_config: AppConfig): number {
    // Apply requests a run at once; the hourly run only cleans up expired imports.
    return HOUR_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const repo = new ImportRepository(ctx.db)
    const expired = await repo.deleteExpired(ctx.now().toISOString())
    let written = 0
    const plans = new Map<string, PlannedRow[]>()
    // Claims start with the first batch: statistics after it, and at the end of a run that wrote
    // more since (a one-batch import is analysed once).
    let unanalyzed = 0
    const refreshStatistics = async (): Promise<void> => {
      if (unanalyzed === 0) return
      unanalyzed = 0
      await refreshPlannerStatistics(ctx.db, ctx.dialect, GROWN_TABLES)
    }
    const done = async (result: SystemResult): Promise<SystemResult> => {
      await refreshStatistics()
      return result
    }
    for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
      if (ctx.signal.aborted) return await done({ more: true, summary: { written } })
      const job = await repo.nextToRun()
      if (job === undefined) return await done({ more: false, ...(written + expired > 0 ? { summary: { written, expired } } : {}) })
      // Parsed once per run (a few MB at 50,000 rows), not once per batch.
      const plan = plans.get(job.id) ?? JSON.parse(job.plan) as PlannedRow[]
      plans.set(job.id, plan)
      const rows = plan.slice(job.next_row, job.next_row + IMPORT_BATCH)
      const now = ctx.now().toISOString()
      await ctx.db.transaction().execute(async (trx) => {
        const outcome = await applyBatch(trx, job.id, job.user_id, rows, now, ctx.firstRound)
        const next = job.next_row + rows.length
        const errors = outcome.errors.length > 0 ? JSON.stringify([...JSON.parse(job.errors) as RowError[], ...outcome.errors]) : job.errors
        const done = next >= plan.length
        // Guarded by next_row: if another run moved it meanwhile, this batch rolls back.
        const moved = await new ImportRepository(trx).advance(job.id, job.next_row, {
          next_row: next,
          written: job.written + outcome.written,
          failed: job.failed + outcome.errors.length,
          errors,
          state: done ? 'done' : 'running',
          finished_at: done ? now : null
        })
        if (!moved) throw new Error(`import ${job.id} moved on meanwhile`)
        written += outcome.written
        unanalyzed += outcome.written
      })
      if (job.next_row === 0) await refreshStatistics()
    }
    return await done({ more: true, summary: { written } })
  }
}
