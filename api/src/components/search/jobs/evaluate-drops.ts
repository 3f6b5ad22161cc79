// The traffic-drop rule over one account's properties at the end of a sync pass: their 7 last
// final days against the 28 before, each property's state kept (drop_since), and the drops that
// started raised as one event per source, silent on the first sync after a connect.
import { groupBy } from '../../../platform/lib/group-by'
import { EventRepository } from '../../events'
import type { SearchAccountRow } from '../account-repository'
import { SearchDailyRepository } from '../daily-repository'
import { sourceOf } from '../matching'
import { SearchPropertyRepository } from '../property-repository'
import type { SyncEnv } from './sync-env'
import { dropEvents, type DropInput, type DropOutcome, judge, windows } from './traffic-drop'

export async function evaluateDrops (env: SyncEnv, account: SearchAccountRow): Promise<void> {
  const rule = { percent: env.config.search.dropPercent, minClicks: env.config.search.dropMinClicks }
  const props = await new SearchPropertyRepository(env.db).dropStates(account.id)
  if (props.length === 0) return
  const inputs: DropInput[] = props.map((p) => ({ propertyId: p.id, host: p.host, source: sourceOf(account.kind), finalThrough: p.final_through, dropSince: p.drop_since }))
  const byId = new Map(inputs.map((i) => [i.propertyId, i]))
  const daily = new SearchDailyRepository(env.db)
  // Properties read in one pass share their last final day; group by it to sum in a few queries.
  const byFinal = groupBy(props, (p) => p.final_through, (p) => p.id)
  const outcomes: DropOutcome[] = []
  for (const [finalThrough, ids] of byFinal) {
    const w = windows(finalThrough)
    const recent = await daily.totals(ids, ...w.recent)
    const before = await daily.totals(ids, ...w.before)
    for (const id of ids) outcomes.push(judge(byId.get(id)!, recent.get(id), before.get(id), rule))
  }
  const at = env.now().toISOString()
  await env.db.transaction().execute(async (trx) => {
    const repo = new SearchPropertyRepository(trx)
    for (const o of outcomes) {
      const was = byId.get(o.propertyId)!.dropSince
      if (was !== o.dropSince) await repo.setDrop(o.propertyId, o.dropSince)
    }
    // The first sync after a connect learns the state silently.
    if (account.baseline_done === 1) await new EventRepository(trx).record(dropEvents(account.user_id, inputs, outcomes, rule, at))
  })
}
