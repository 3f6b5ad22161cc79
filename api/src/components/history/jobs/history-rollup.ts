// Rolls raw check results up into hourly and daily roll-ups and deletes what is past its
// retention, as a system check: whichever worker holds the lease does it, in batches of series
// ids, so N workers never roll up the same hour and no statement holds the database for long.
//
// One pass per completed hour H walks the series ids in ranges: roll up H from the raw rows; when
// H is the last hour of a day, roll up that day from its hourly rows and rewrite the series'
// 30-day totals (history_window, what the overview's uptime reads) and the scopes' day (history_scope_days, its trend); rewrite the current day's
// totals so far (history_today, which the uptime adds with the raw results after them) and add
// them up per scope (history_scope_totals: the overview's snapshot once the pass ends); prune
// raw rows older than HISTORY_RAW_HOURS, hourly older than HISTORY_HOURLY_DAYS and daily older than
// HISTORY_DAILY_DAYS (all measured from the end of H, so a worker that was down catches up hour by
// hour without losing raw rows it has not rolled up yet). The watermark lives in system_state.
import { DAY_S, HOUR_S } from '../buckets'
import { HistoryRepository, type RollupState } from '../history-repository'
import { ScopeUptimeRepository } from '../scope-uptime-repository'
import { ScopeDaysRepository } from '../scope-days-repository'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'

/** Series per batch: one hour of 2,000 series is ~2,000 raw rows read and ~2,000 rows written. */
export const ROLLUP_BATCH = 2000
/** Batches per run before handing the slot back (more: true runs it again at once). */
const BATCHES_PER_RUN = 50
/** A result is recorded when its check ends: wait this long past an hour before rolling it up. */
export const ROLLUP_GRACE_S = 120

export class HistoryRollup implements SystemCheckType {
  readonly type = 'history-rollup'
  readonly subject = 'system'

  interval (): number {
    return 10 * 60_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const history = new HistoryRepository(ctx.db)
    const nowS = Math.floor(ctx.now().getTime() / 1000)
    const { rawHours, hourlyDays, dailyDays } = ctx.config.history
    let state: RollupState | undefined = await history.rollupState()
    if (state === undefined) {
      const oldest = await history.oldestRawAt()
      state = { hour: Math.floor(Math.min(oldest ?? nowS, nowS) / HOUR_S) * HOUR_S, cursor: 0 }
    }
    const maxId = await history.maxSeriesId()
    let hours = 0
    let rows = 0
    let pruned = 0
    for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
      const hour = state.hour
      const end = hour + HOUR_S
      if (end + ROLLUP_GRACE_S > nowS) break
      const lo: number = state.cursor
      const hi: number = lo + ROLLUP_BATCH
      const next: RollupState = hi >= maxId ? { hour: end, cursor: 0 } : { hour, cursor: hi }
      await ctx.db.transaction().execute(async (trx) => {
        const repo = new HistoryRepository(trx)
        rows += await repo.rollupHour(hour, lo, hi)
        if (end % DAY_S === 0) {
          rows += await repo.rollupDay(end - DAY_S, lo, hi)
          await repo.refreshWindow(end - DAY_S, lo, hi)
          // The scope's day for the overview's uptime trend; one pass per day rolls it up once.
          const days = new ScopeDaysRepository(trx)
          await days.addBatch(end - DAY_S, lo, hi)
          if (next.hour !== hour) await days.prune(end - dailyDays * DAY_S)
        }
        await repo.refreshToday(end, lo, hi)
        const scopes = new ScopeUptimeRepository(trx)
        await scopes.addBatch(end, lo, hi)
        if (next.hour !== hour) await scopes.completeSnapshot(end)
        pruned += await repo.prune(lo, hi, { raw: end - rawHours * HOUR_S, hourly: end - hourlyDays * DAY_S, daily: end - dailyDays * DAY_S })
        await repo.saveRollupState(next, ctx.now().toISOString())
      })
      if (next.hour !== hour) hours++
      state = next
    }
    const more = state.hour + HOUR_S + ROLLUP_GRACE_S <= nowS
    const summary = { hours, rows, pruned }
    return { more, ...(rows + pruned > 0 || hours > 0 ? { summary } : {}) }
  }
}
