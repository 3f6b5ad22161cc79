// Round watch: is the status round keeping up? Once a minute, how long the oldest
// overdue status check has been waiting; kept for GET /healthz and the admin overview, and when
// it passes one check interval the admins get ONE "checks behind" event (and one "caught up"
// when it is back under): a round that is behind finds outages late, and says so.
import type { AppConfig } from '../../../platform/config/config'
import { CheckBacklogRepository } from '../../../platform/jobs/check-backlog-repository'
import { writeRoundState } from '../../../platform/jobs/round-state'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { EventRepository } from '../../events'
import { STATUS_TYPE } from '../../monitoring'
import { UserRepository } from '../../../platform/auth/user-repository'

export const ROUND_WATCH_TYPE = 'round-watch'

export class RoundWatch implements SystemCheckType {
  readonly type = ROUND_WATCH_TYPE
  readonly subject = 'system'

  interval (_config: AppConfig): number {
    return 60_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const at = now.toISOString()
    const since = await new CheckBacklogRepository(ctx.db).oldestOverdue([STATUS_TYPE], at)
    const oldestOverdueMs = since === null ? 0 : Math.max(0, now.getTime() - Date.parse(since))
    const intervalMs = ctx.config.checkIntervalMinutes * 60_000
    const behind = oldestOverdueMs > intervalMs
    await ctx.db.transaction().execute(async (trx) => {
      if (!await writeRoundState(trx, { oldestOverdueMs, intervalMs, behind, measuredAt: at })) return
      const admins = await new UserRepository(trx).adminIds()
      await new EventRepository(trx).record(admins.map((userId) => ({
        userId, kind: behind ? 'checks-behind' : 'checks-caught-up', occurredAt: at, data: { oldestOverdueMs, intervalMs }
      })))
    })
    return { more: false, summary: { oldestOverdueSeconds: Math.round(oldestOverdueMs / 1000) } }
  }
}
