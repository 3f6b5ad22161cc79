// One reputation provider's lane: a system check on the leased scheduler (one worker at a time
// runs it), in a slot of its own because it waits for pacing turns. Each run brings the values in
// line with the saved domains and their IPs, then looks up the due ones, one request per turn at
// the provider's published rate (ctx.pace, shared by every worker). A value is looked at daily by
// default; a failed lookup is retried in an hour and shown on the provider, never creating or
// ending a listing. The first round after the provider is turned on is silent but for a summary.
import type { AppConfig } from '../../../platform/config/config'
import { CheckDeferred, type SystemCheckType, type SystemContext, type SystemResult } from '../../../platform/jobs/types'
import { EventRepository } from '../../events'
import { ListingRepository } from '../listing-repository'
import { type ReputationProvider, spacingOf } from '../providers'
import { changeEvents, summaryEvents } from '../reputation-events'
import { ValueRepository } from '../value-repository'

const POLL_MS = 60_000
const RETRY_MS = 60 * 60_000
/** The values are brought in line with the portfolio at most this often. */
const SYNC_EVERY_MS = 10 * 60_000
/** A run stops taking new turns after this (the next run goes on at once). */
const RUN_BUDGET_MS = 20_000
const PER_RUN = 500

export class ReputationCheck implements SystemCheckType {
  readonly type: string
  readonly subject = 'system'
  readonly pacing = { concurrency: 1 }

  constructor (private readonly provider: ReputationProvider) {
    this.type = `reputation-${provider.id}`
  }

  interval (_config: AppConfig): number {
    return POLL_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const settings = ctx.config.reputation
    const { provider } = this
    const now = ctx.now()
    const at = now.toISOString()
    const values = new ValueRepository(ctx.db)
    const { baseline } = await values.setConfigured(provider.id, provider.configured(settings), at)
    if (!provider.configured(settings)) return { more: false }
    if (provider.dns && settings.resolver === undefined) {
      const message = 'DNSBL_RESOLVER is not set: the DNS blocklists refuse queries from public resolvers, so none is asked'
      // Said once (when it becomes the provider's error), not at every run.
      if ((await values.provider(provider.id))?.last_error !== message) ctx.log.warn({ type: this.type }, message)
      await values.setError(provider.id, message, at)
      return { more: false }
    }
    const state = await values.provider(provider.id)
    if (state?.values_synced_at == null || now.getTime() - Date.parse(state.values_synced_at) >= SYNC_EVERY_MS) await values.syncValues(provider.id, provider.subject, at)
    const due = await values.due(provider.id, at, PER_RUN)
    if (due.length === 0) {
      if (baseline && await values.uncheckedCount(provider.id) === 0) await this.endFirstRound(ctx, at)
      return { more: false }
    }
    const list = provider.label(settings)
    const batch = provider.batch(settings)
    const deadline = Date.now() + RUN_BUDGET_MS
    const totals = { looked: 0, failed: 0, changes: 0 }
    for (let i = 0; i < due.length && Date.now() < deadline; i += batch) {
      try {
        await ctx.pace(provider.paceKey, spacingOf(provider, settings))
      } catch (err) {
        if (err instanceof CheckDeferred && totals.looked === 0) throw err
        if (err instanceof CheckDeferred) return { more: true, summary: totals }
        throw err
      }
      const chunk = due.slice(i, i + batch).map((d) => d.value)
      const outcomes = await provider.lookup(chunk, ctx)
      const nextDue = new Date(now.getTime() + settings.intervalMs).toISOString()
      const retryAt = new Date(now.getTime() + RETRY_MS).toISOString()
      await ctx.db.transaction().execute(async (trx) => {
        const store = new ListingRepository(trx)
        const trxValues = new ValueRepository(trx)
        const changes = []
        const fine: string[] = []
        let lastError: string | null = null
        for (const value of chunk) {
          const outcome = outcomes.get(value) ?? { error: 'No answer for this value' }
          if ('error' in outcome) {
            lastError = outcome.error
            await trxValues.failed(provider.id, value, outcome.error, at, retryAt)
            continue
          }
          fine.push(value)
          changes.push(...await store.apply(provider.id, provider.subject, value, outcome.listings, at, baseline))
        }
        await trxValues.checked(provider.id, fine, at, nextDue)
        await trxValues.setError(provider.id, lastError, at)
        totals.looked += chunk.length
        totals.failed += chunk.length - fine.length
        totals.changes += changes.length
        if (baseline || changes.length === 0) return
        const owners = await store.owners(provider.subject, [...new Set(changes.map((c) => c.value))])
        await new EventRepository(trx).record(changeEvents(provider, list, changes, owners, at))
      })
    }
    return { more: true, summary: totals }
  }

  /** Every value has been looked at once: from now on changes are alerted; this round is summed up. */
  private async endFirstRound (ctx: SystemContext, at: string): Promise<void> {
    const list = this.provider.label(ctx.config.reputation)
    await ctx.db.transaction().execute(async (trx) => {
      await new ValueRepository(trx).markBaselineDone(this.provider.id, at)
      const listed = await new ListingRepository(trx).listedNowByUser(this.provider.id)
      await new EventRepository(trx).record(summaryEvents(this.provider, list, listed, at))
    })
  }
}
