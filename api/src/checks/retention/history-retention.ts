// Deletes check history older than CHECK_HISTORY_DAYS, hourly, as a system check: whichever
// worker holds its lease prunes, so N workers do not all delete the same rows.
import type { AppConfig } from '../../config'
import { CheckRepository } from '../../repositories/check-repository'
import type { SystemCheckType, SystemContext, SystemResult } from '../types'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

export class HistoryRetention implements SystemCheckType {
  readonly type = 'history-retention'
  readonly subject = 'system'

  interval (_config: AppConfig): number {
    return HOUR_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const before = new Date(ctx.now().getTime() - ctx.config.checkHistoryDays * DAY_MS).toISOString()
    const pruned = await new CheckRepository(ctx.db).prune(before)
    return { more: false, ...(pruned > 0 ? { summary: { pruned } } : {}) }
  }
}
