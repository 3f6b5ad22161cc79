// The traffic-drop rule over one account's properties at the end of a sync pass: their 7 last
// final days against the 28 before, each property's state kept (drop_since), and the drops that
// started raised as one event per source, silent on the first sync after a connect. The
// properties are judged in pages (their sums read per page); kept across pages are only the
// states that change and the drops that start, written with the event in one transaction.
import { groupBy } from '../../../platform/lib/group-by'
import { EventRepository } from '../../events'
import type { SearchAccountRow } from '../account-repository'
import { SearchDailyRepository } from '../daily-repository'
import { sourceOf } from '../matching'
import { SearchPropertyRepository } from '../property-repository'
import type { SyncEnv } from './sync-env'
import { dropEvents, type DropInput, type DropOutcome, judge, windows } from './traffic-drop'

/** Properties judged at a time. */
const PAGE = 500

export async function evaluateDrops (env: SyncEnv, account: SearchAccountRow, pageSize = PAGE): Promise<void> {
  const rule = { percent: env.config.search.dropPercent, minClicks: env.config.search.dropMinClicks }
  const properties = new SearchPropertyRepository(env.db)
  const daily = new SearchDailyRepository(env.db)
  const changed: Array<{ id: number, since: number | null }> = []
  const startedInputs: DropInput[] = []
  const started: DropOutcome[] = []
  let after = 0
  for (;;) {
    const props = await properties.dropStates(account.id, after, pageSize)
    if (props.length === 0) break
    const byId = new Map(props.map((p) => [p.id, { propertyId: p.id, host: p.host, source: sourceOf(account.kind), finalThrough: p.final_through, dropSince: p.drop_since } satisfies DropInput]))
    // Properties read in one pass share their last final day; group by it to sum in a few queries.
    for (const [finalThrough, ids] of groupBy(props, (p) => p.final_through, (p) => p.id)) {
      const w = windows(finalThrough)
      const recent = await daily.totals(ids, ...w.recent)
      const before = await daily.totals(ids, ...w.before)
      for (const id of ids) {
        const input = byId.get(id)!
        const o = judge(input, recent.get(id), before.get(id), rule)
        if (o.dropSince !== input.dropSince) changed.push({ id, since: o.dropSince })
        if (o.started) { startedInputs.push(input); started.push(o) }
      }
    }
    if (props.length < pageSize) break
    after = props[props.length - 1].id
  }
  const at = env.now().toISOString()
  await env.db.transaction().execute(async (trx) => {
    const repo = new SearchPropertyRepository(trx)
    for (const c of changed) await repo.setDrop(c.id, c.since)
    // The first sync after a connect learns the state silently.
    if (account.baseline_done === 1) await new EventRepository(trx).record(dropEvents(account.user_id, startedInputs, started, rule, at))
  })
}
