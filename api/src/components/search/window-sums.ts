// Per property, the sums of its last final days and as many days before, as the portfolio table
// (28 + 28) and the overview's card (7 + 7) show them: from the property's roll-up when that is
// through its final day, else summed from its days, for those properties only (days written
// before roll-ups existed, or a roll-up the sync has not brought up to date), so the answer is
// the days' sums either way.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { groupBy } from '../../platform/lib/group-by'
import { SearchDailyRepository, type Totals } from './daily-repository'
import { ROLLUP_DAYS, type ROLLUP_WEEK_DAYS, type Rollup } from './rollup-repository'

interface Summed { id: number, final_through: number | null }

/** Property ids by the last final day they were read to: each group shares its windows. */
export function groupByFinal (props: Iterable<Summed>): Map<number, number[]> {
  return groupBy(props, (p) => p.final_through!, (p) => p.id)
}

export class WindowSums {
  private readonly daily: SearchDailyRepository

  constructor (db: Kysely<Database>) {
    this.daily = new SearchDailyRepository(db)
  }

  /**
   * The `days` windows of the properties given (each with a final day, and its roll-up when that
   * is through it). A 7-day window carries its clicks only: the card shows nothing else.
   */
  async of (props: Iterable<Summed & { rollup: Rollup | null }>, days: typeof ROLLUP_DAYS | typeof ROLLUP_WEEK_DAYS): Promise<{ now: Map<number, Totals>, before: Map<number, Totals> }> {
    const now = new Map<number, Totals>()
    const before = new Map<number, Totals>()
    const missing: Summed[] = []
    for (const p of props) {
      const r = p.rollup
      if (r === null) missing.push(p)
      else if (days === ROLLUP_DAYS) { now.set(p.id, r.now); before.set(p.id, r.before) } else {
        now.set(p.id, { clicks: r.weekClicks, impressions: 0, position: 0 })
        before.set(p.id, { clicks: r.weekClicksBefore, impressions: 0, position: 0 })
      }
    }
    for (const [f, ids] of groupByFinal(missing)) {
      const w = await this.daily.windows(ids, f, days)
      for (const [id, t] of w.now) now.set(id, t)
      for (const [id, t] of w.before) before.set(id, t)
    }
    return { now, before }
  }
}
