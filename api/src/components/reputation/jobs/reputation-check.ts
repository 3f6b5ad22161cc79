// One reputation provider's lane: a system check on the leased scheduler (one worker at a time
// runs it), in a slot of its own because it waits for pacing turns. Each run brings the values in
// line with the saved domains and their IPs, then looks up the due ones, one request per turn at
// the provider's published rate (ctx.pace, shared by every worker). A value is looked at daily by
// default; a lookup still failed after the provider's own tries (a DNS list asks a lost question
// again at its next turns) is retried in an hour and shown on the provider, never creating or
// ending a listing. The first round after the provider is turned on is silent but for a summary.
import { setMaxListeners } from 'node:events'
import type { AppConfig } from '../../../platform/config/config'
import { CheckDeferred, type SystemCheckType, type SystemContext, type SystemResult } from '../../../platform/jobs/types'
import { EventRepository } from '../../events'
import { ListingRepository } from '../listing-repository'
import { type LookupOutcome, type ReputationProvider, spacingOf } from '../providers'
import { changeEvents, summaryEvents } from '../reputation-events'
import { ValueRepository } from '../value-repository'

const POLL_MS = 60_000
const RETRY_MS = 60 * 60_000
/** The values are brought in line with the portfolio at least this often (and when their count differs). */
const SYNC_EVERY_MS = 10 * 60_000
/** A run stops taking new turns after this (the next run goes on at once). */
const RUN_BUDGET_MS = 20_000
/** Values claimed per run: more than a run's budget can take at any published rate. */
const PER_RUN = 5000
/** Values whose outcomes are stored in one transaction. */
const WRITE_EVERY = 50

interface Pending { chunk: string[], outcomes: Promise<Map<string, LookupOutcome>> }
interface Write { baseline: boolean, at: string, nextDue: string, retryAt: string }

/** A lookup that threw (none should: each answers per value) fails each of its values. */
function errorsFor (chunk: readonly string[], err: unknown): Map<string, LookupOutcome> {
  const error = err instanceof Error ? err.message : String(err)
  return new Map(chunk.map((v) => [v, { error }]))
}

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
    const stale = state?.values_synced_at == null || now.getTime() - Date.parse(state.values_synced_at) >= SYNC_EVERY_MS
    if (stale || !await values.inLine(provider.id, provider.subject)) await values.syncValues(provider.id, provider.subject, at)
    const batch = provider.batch(settings)
    const spacing = spacingOf(provider, settings)
    // As many as the run's budget can take at this pace (a turn a run at the published free rates).
    const due = await values.due(provider.id, at, Math.min(PER_RUN, (Math.ceil(RUN_BUDGET_MS / Math.max(1, spacing)) + 1) * batch))
    if (due.length === 0) {
      if (baseline && await values.uncheckedCount(provider.id) === 0) await this.endFirstRound(ctx, at)
      return { more: false }
    }
    const deadline = Date.now() + RUN_BUDGET_MS
    const totals = { looked: 0, failed: 0, changes: 0 }
    const write: Write = { baseline, at, nextDue: new Date(now.getTime() + settings.intervalMs).toISOString(), retryAt: new Date(now.getTime() + RETRY_MS).toISOString() }
    // Turns are taken back to back: each lookup runs while the next turn is awaited, and their
    // outcomes are stored WRITE_EVERY at a time in one transaction, in the background. Waiting
    // for each answer and its write before the next turn would leave turns of the published
    // rate unused whenever the two took longer than the pause between turns.
    let pending: Pending[] = []
    let writing: Promise<void> = Promise.resolve()
    let failure: unknown
    const flush = async (): Promise<void> => {
      const done = pending
      pending = []
      await writing
      writing = this.store(ctx, done, write, totals).catch((err: unknown) => { failure ??= err })
    }
    // Every lookup in flight listens for the run's cancellation.
    setMaxListeners(4 * WRITE_EVERY, ctx.signal)
    let turns = 0
    for (let i = 0; i < due.length && Date.now() < deadline; i += batch) {
      // A write that failed (set in the background) ends the run; the error is the run's.
      if (failure !== undefined) break
      try {
        await ctx.pace(provider.paceKey, spacing)
      } catch (err) {
        if (!(err instanceof CheckDeferred) || turns === 0) throw err
        break
      }
      turns++
      const chunk = due.slice(i, i + batch).map((d) => d.value)
      const outcomes = provider.lookup(chunk, ctx)
      outcomes.catch(() => {}) // handled where it is stored
      pending.push({ chunk, outcomes })
      if (pending.reduce((n, p) => n + p.chunk.length, 0) >= WRITE_EVERY) await flush()
    }
    await flush()
    await writing
    if (failure !== undefined) throw failure
    return { more: true, summary: totals }
  }

  /** Stores the outcomes of some lookups in one transaction, and the events of what changed. */
  private async store (ctx: SystemContext, done: readonly Pending[], write: Write, totals: { looked: number, failed: number, changes: number }): Promise<void> {
    const { provider } = this
    const answered = await Promise.all(done.map(async (p) => ({ chunk: p.chunk, outcomes: await p.outcomes.catch((err: unknown) => errorsFor(p.chunk, err)) })))
    await ctx.db.transaction().execute(async (trx) => {
      const store = new ListingRepository(trx)
      const trxValues = new ValueRepository(trx)
      const changes = []
      const fine: string[] = []
      let lastError: string | null = null
      for (const { chunk, outcomes } of answered) {
        for (const value of chunk) {
          const outcome = outcomes.get(value) ?? { error: 'No answer for this value' }
          if ('error' in outcome) {
            lastError = outcome.error
            await trxValues.failed(provider.id, value, outcome.error, write.at, write.retryAt)
            continue
          }
          fine.push(value)
          changes.push(...await store.apply(provider.id, provider.subject, value, outcome.listings, write.at, write.baseline))
        }
        totals.looked += chunk.length
      }
      await trxValues.checked(provider.id, fine, write.at, write.nextDue)
      await trxValues.setError(provider.id, lastError, write.at)
      totals.failed += answered.reduce((n, a) => n + a.chunk.length, 0) - fine.length
      totals.changes += changes.length
      if (write.baseline || changes.length === 0) return
      const owners = await store.owners(provider.subject, [...new Set(changes.map((c) => c.value))])
      await new EventRepository(trx).record(changeEvents(provider, provider.label(ctx.config.reputation), changes, owners, write.at))
    })
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
