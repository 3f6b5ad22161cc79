// The search-inspection check type: a system check on the leased scheduler, in a pacing slot
// of its own (never holding status checks or the daily search-sync back). Each run takes the
// home-page inspections that are due (weekly by default, at once when a site is new or was
// asked for) and inspects them side by side, each on its property's own turns (URL Inspection
// allows 600 calls a minute and 2,000 a day per property). A 429 or quota answer postpones
// that property's inspections by the wait it was told and the run goes on with the others; a
// spent daily quota postpones them to the next day. Rows left make the run go again at once.
// A big portfolio's weekly round is bound by Google's per-project quota
// (SEARCH_INSPECT_PROJECT_PER_MINUTE, 15,000 a minute): a run takes up to PER_RUN rows (a few
// seconds of calls at that quota, so the time between runs stays small beside it), spaces its
// calls to the quota, and opens each account's credentials and token once.
import type { AppConfig } from '../../../platform/config/config'
import { mapLimit } from '../../../platform/jobs/run-check'
import { CheckDeferred, type SystemCheckType, type SystemContext, type SystemResult } from '../../../platform/jobs/types'
import { SearchInspectionRepository } from '../inspection-repository'
import { SavedSiteRepository } from '../site-repository'
import { callSpacer } from './call-spacer'
import { accountAccess, inspectSite } from './inspect-site'
import { groupBy } from '../../../platform/lib/group-by'

export const SEARCH_INSPECTION_TYPE = 'search-inspection'
const POLL_MS = 5 * 60_000
/** Calls in flight: enough to reach the per-project quota when each waits tens of ms for its answer. */
const PARALLEL = 16
/** Rows a run takes (about 4 s at 15,000 a minute; each row a few hundred bytes). */
const PER_RUN = 1000
const RUN_BUDGET_MS = 20_000

export class SearchInspectionCheck implements SystemCheckType {
  readonly type = SEARCH_INSPECTION_TYPE
  readonly subject = 'system'
  readonly pacing = { concurrency: 1 }

  interval (_config: AppConfig): number {
    return POLL_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const due = await new SearchInspectionRepository(ctx.db).due(ctx.now().toISOString(), PER_RUN)
    if (due.length === 0) return { more: false }
    const names = await new SavedSiteRepository(ctx.db).names([...new Set(due.map((d) => d.domain_id))])
    const deadline = Date.now() + RUN_BUDGET_MS
    const access = accountAccess(ctx)
    const turn = callSpacer(ctx.config.search.inspectProjectPerMinute)
    const waits: number[] = []
    let left = false
    let inspected = 0
    // One property's inspections one after the other (they share its turns and quota), properties side by side.
    const byProperty = groupBy(due, (row) => Number(row.property_id))
    await mapLimit([...byProperty.values()], PARALLEL, async (rows) => {
      for (const row of rows) {
        if (Date.now() >= deadline || ctx.signal.aborted) { left = true; return }
        try {
          await turn()
          if (ctx.signal.aborted) { left = true; return }
          const outcome = await inspectSite(ctx, { before: row, propertyId: Number(row.property_id), siteUrl: row.site_url, domainId: row.domain_id, domain: names.get(row.domain_id) ?? '?', url: row.url, account: row.account }, access)
          if (outcome === 'inspected') inspected++
          // Its quota is spent: the property's rows wait for tomorrow.
          if (outcome === 'quota-spent') return
        } catch (err) {
          // The property's rows were postponed by the wait; the other properties go on.
          if (err instanceof CheckDeferred) { waits.push(err.delayMs); return }
          throw err
        }
      }
    })
    const summary = { due: due.length, inspected }
    if (left || due.length === PER_RUN) return { more: true, summary }
    if (waits.length > 0 && inspected === 0) throw new CheckDeferred(Math.min(...waits))
    return { more: false, summary }
  }
}
