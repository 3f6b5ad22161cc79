// The registrar-sync check type: a system check on the leased scheduler, so one
// worker at a time runs it across the installation. Each run takes the accounts whose sync is
// due (daily), asked for (Sync now) or under way, and advances each (account-sync.ts) side by
// side, every request paced on the account's own key (ctx.pace, in the database, shared by all
// workers; a 429 pushes it back with ctx.backOff). A run ends within its time budget: accounts
// with pages left make it run again at once, and when every account waits for a pacing turn
// the run is deferred to the nearest turn (CheckDeferred), so no slot is held while waiting.
import type { AppConfig } from '../../../platform/config/config'
import { mapLimit } from '../../../platform/jobs/run-check'
import { CheckDeferred, type SystemCheckType, type SystemContext, type SystemResult } from '../../../platform/jobs/types'
import { RegistrarRepository } from '../registrar-repository'
import { advance, emptyTotals } from './account-sync'

export const REGISTRAR_SYNC_TYPE = 'registrar-sync'
/** How often the schedule is looked at (an account itself syncs daily or when asked). */
const POLL_MS = 60_000
/** Accounts advanced side by side in one run, and looked at per run. */
const PARALLEL = 8
const PER_RUN = 32
/**
 * A run stops taking new steps after this (the next run goes on at once); a run cut short by
 * its deadline keeps every step it stored, too.
 */
const RUN_BUDGET_MS = 20_000

export class RegistrarSyncCheck implements SystemCheckType {
  readonly type = REGISTRAR_SYNC_TYPE
  readonly subject = 'system'
  /** Its waits for pacing turns happen in a slot of its own, never a general one. */
  readonly pacing = { concurrency: 1 }

  interval (_config: AppConfig): number {
    return POLL_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const accounts = await new RegistrarRepository(ctx.db).due(ctx.now().toISOString(), PER_RUN)
    if (accounts.length === 0) return { more: false }
    const deadline = Date.now() + RUN_BUDGET_MS
    const totals = emptyTotals()
    const outcomes = await mapLimit(accounts, PARALLEL, async (account) => await advance({ ...ctx, now: ctx.now }, account, deadline, totals))
    const summary = { accounts: accounts.length, ...totals }
    if (outcomes.some((o) => o.kind === 'more') || accounts.length === PER_RUN) return { more: true, summary }
    const waits = outcomes.flatMap((o) => (o.kind === 'deferred' ? [o.delayMs] : []))
    if (waits.length > 0) {
      ctx.log.info({ type: this.type, ...summary }, 'registrar sync paused for its pacing turn')
      throw new CheckDeferred(Math.min(...waits))
    }
    return { more: false, summary }
  }
}
