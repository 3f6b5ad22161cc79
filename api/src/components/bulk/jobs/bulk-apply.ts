// Runs large bulk actions as a system check: the bulk call stores the selection as a
// job and asks for a run; whichever worker holds this check's lease changes the domains in
// batches of BULK_BATCH, each batch with its progress in one transaction, so a crash or a second
// worker never applies a batch twice and a stopped job resumes at its next batch. Each batch
// reads its domains again under the job's owner rule, so a domain deleted or moved meanwhile is
// counted as not found instead of being written. It also deletes finished jobs after a day
// (there is no timer beside the checks engine).
import type { AppConfig } from '../../../platform/config/config'
import type { SuperCategoryValue } from '../../../platform/db/schema'
import { applyBatch } from '../bulk-repository'
import { BulkJobRepository, type BulkJobRow } from '../bulk-job-repository'
import { DomainRepository } from '../../domains'
import type { BulkActionName } from '../schemas'
import { yieldToLoop } from '../../../platform/lib/yield-to-loop'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'

export const BULK_APPLY_TYPE = 'bulk-apply'
/** Domains per transaction; a selection up to this size is changed in the request itself. */
export const BULK_BATCH = 1000
/** Batches per run, so one huge job does not hold the lease past its deadline. */
const BATCHES_PER_RUN = 20
/** Failed runs of one batch before the job is given up (the worker retries a failed run later). */
export const BULK_MAX_ATTEMPTS = 3
const HOUR_MS = 60 * 60_000
const KEEP_FINISHED_MS = 24 * HOUR_MS

/** Another run recorded this batch first: this one rolls back. */
class MovedOn extends Error {}

export class BulkApply implements SystemCheckType {
  readonly type = BULK_APPLY_TYPE
  readonly subject = 'system'

  interval (_config: AppConfig): number {
    // A bulk call requests a run at once; the hourly run only deletes finished jobs.
    return HOUR_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const repo = new BulkJobRepository(ctx.db)
    const removed = await repo.deleteFinished(new Date(ctx.now().getTime() - KEEP_FINISHED_MS).toISOString())
    let changed = 0
    const selections = new Map<string, string[]>()
    for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
      // Between batches (each its own transaction, committed), other calls get the event loop:
      // 20 batches back to back blocked it for seconds (bench event-loop).
      if (batch > 0) await yieldToLoop()
      if (ctx.signal.aborted) return { more: true, summary: { changed } }
      const job = await repo.nextToRun()
      if (job === undefined) return { more: false, ...(changed + removed > 0 ? { summary: { changed, removed } } : {}) }
      // Parsed once per run (2 MB at 50,000 ids), not once per batch.
      const ids = selections.get(job.id) ?? JSON.parse(job.selection) as string[]
      selections.set(job.id, ids)
      try {
        changed += await this.runBatch(ctx, job, ids)
      } catch (err) {
        if (err instanceof MovedOn) continue
        await this.failed(ctx, repo, job, err)
      }
    }
    return { more: true, summary: { changed } }
  }

  private async runBatch (ctx: SystemContext, job: BulkJobRow, ids: string[]): Promise<number> {
    const slice = ids.slice(job.next_index, job.next_index + BULK_BATCH)
    const now = ctx.now().toISOString()
    const scope = job.super_category as SuperCategoryValue
    return await ctx.db.transaction().execute(async (trx) => {
      const rows = await new DomainRepository(trx).selectAmong({ superCategory: scope, userId: job.owner_id ?? undefined }, 'id', slice)
      const outcome = await applyBatch(trx, { action: job.action as BulkActionName, value: job.value, scope, now, firstRound: ctx.firstRound }, rows)
      const next = job.next_index + slice.length
      const done = next >= ids.length
      const moved = await new BulkJobRepository(trx).advance(job.id, job.next_index, {
        next_index: next,
        changed: job.changed + outcome.changed,
        skipped: job.skipped + outcome.skipped,
        not_found: job.not_found + slice.length - rows.length,
        state: done ? 'done' : 'running',
        finished_at: done ? now : null
      })
      if (!moved) throw new MovedOn(`bulk job ${job.id} moved on meanwhile`)
      return outcome.changed
    })
  }

  /**
   * A batch that could not be written was rolled back whole. It is retried by the worker's usual
   * retry of a failed run; after BULK_MAX_ATTEMPTS the job fails, saying how far it got.
   */
  private async failed (ctx: SystemContext, repo: BulkJobRepository, job: BulkJobRow, err: unknown): Promise<void> {
    const attempts = job.attempts + 1
    const giveUp = attempts >= BULK_MAX_ATTEMPTS
    ctx.log.error({ err, job: job.id, attempts }, 'bulk job batch failed')
    const message = `Stopped: domains ${job.next_index + 1} to ${Math.min(job.next_index + BULK_BATCH, job.total)} of ${job.total} could not be changed ` +
      `(the ${job.next_index} before them were done, the rest were left as they were)`
    const errors = JSON.stringify([...JSON.parse(job.errors) as string[], message])
    await repo.recordFailure(job.id, job.next_index, attempts, giveUp ? { errors, at: ctx.now().toISOString() } : undefined)
    if (!giveUp) throw err
  }
}
