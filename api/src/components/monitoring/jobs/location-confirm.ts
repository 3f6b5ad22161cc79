// Confirmations at home, a system check: every second, on whichever worker claims it,
// the home location's share of confirmations (and every-location rounds) is run with the status
// check's own check(), and each answer recorded as home's vote; and confirmations whose time is
// up (ALERT_CONFIRM_SECONDS) are decided with the votes that came in time. Probes do their share
// over the API (components/locations/probe-service.ts).
import type { AppConfig } from '../../../platform/config/config'
import { mapLimit } from '../../../platform/jobs/run-check'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { Confirmations, HOME_ID, TaskRepository } from '../../locations'
import { StatusCheck } from './status-check'

export const LOCATION_CONFIRM_TYPE = 'location-confirm'
/** Confirmations decided per run at most (the rest next run, at once). */
const DECIDE_BATCH = 500

export class LocationConfirm implements SystemCheckType {
  readonly type = LOCATION_CONFIRM_TYPE
  readonly subject = 'system'
  private readonly status = new StatusCheck()

  interval (_config: AppConfig): number {
    return 1_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const at = now.toISOString()
    const tasks = new TaskRepository(ctx.db, ctx.dialect)
    const expired = await tasks.expiredTargets(at, DECIDE_BATCH)
    for (const target of expired) {
      await ctx.db.transaction().execute(async (trx) => { await new Confirmations(trx, ctx.config, ctx.dialect).settle(target, at) })
    }
    const limit = ctx.config.checkConcurrency * 4
    const leaseUntil = new Date(now.getTime() + ctx.config.checkLeaseSeconds * 1000).toISOString()
    const claimed = await tasks.claim(HOME_ID, limit, at, leaseUntil)
    let answered = 0
    await mapLimit(claimed, ctx.config.checkConcurrency, async (task) => {
      const target = { domainId: task.domain_id, domain: task.domain, userId: task.user_id, superCategory: task.super_category }
      let result
      try {
        result = await this.status.check(target, ctx)
      } catch (err) {
        // The check itself failed (not the site): its lease runs out and it is tried again.
        ctx.log.warn({ domain: task.domain, err }, 'confirmation check failed')
        return
      }
      const done = ctx.now().toISOString()
      await ctx.db.transaction().execute(async (trx) => {
        if (!await new TaskRepository(trx, ctx.dialect).finish(task.id)) return
        await new Confirmations(trx, ctx.config, ctx.dialect).answer(target, HOME_ID, task.purpose, result, done, task.created_at)
        answered++
      })
    })
    const more = claimed.length === limit || expired.length === DECIDE_BATCH
    return { more, ...(answered + expired.length > 0 ? { summary: { answered, decided: expired.length } } : {}) }
  }
}
