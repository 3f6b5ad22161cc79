// The search-sync check type: a system check on the leased scheduler (one worker at a time),
// in a pacing slot of its own so its waits never hold status checks back. Each run takes the
// accounts whose daily pass is due, asked for (connect, Sync now) or under way, and advances
// each side by side, every request paced on the account's own key. Accounts with work left make
// the run go again at once; when all wait for a pacing turn or a quota wait, the run is
// deferred to the nearest one.
import type { AppConfig } from '../../../platform/config/config'
import { mapLimit } from '../../../platform/jobs/run-check'
import { CheckDeferred, type SystemCheckType, type SystemContext, type SystemResult } from '../../../platform/jobs/types'
import { SearchAccountRepository } from '../account-repository'
import { advance } from './account-sync'

export const SEARCH_SYNC_TYPE = 'search-sync'
const POLL_MS = 60_000
const PARALLEL = 8
const PER_RUN = 32
const RUN_BUDGET_MS = 20_000

export class SearchSyncCheck implements SystemCheckType {
  readonly type = SEARCH_SYNC_TYPE
  readonly subject = 'system'
  readonly pacing = { concurrency: 1 }

  interval (_config: AppConfig): number {
    return POLL_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const accounts = await new SearchAccountRepository(ctx.db).due(ctx.now().toISOString(), PER_RUN)
    if (accounts.length === 0) return { more: false }
    const deadline = Date.now() + RUN_BUDGET_MS
    const outcomes = await mapLimit(accounts, PARALLEL, async (account) => await advance(ctx, account, deadline))
    const summary = { accounts: accounts.length }
    if (outcomes.some((o) => o.kind === 'more') || accounts.length === PER_RUN) return { more: true, summary }
    const waits = outcomes.flatMap((o) => (o.kind === 'deferred' ? [o.delayMs] : []))
    if (waits.length > 0) throw new CheckDeferred(Math.min(...waits))
    return { more: false, summary }
  }
}
