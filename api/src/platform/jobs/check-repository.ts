// All SQL of the check scheduler: due rows, leases, rounds and history.
// A claim is ONE statement on both databases (PostgreSQL adds FOR UPDATE SKIP LOCKED, so
// concurrent workers take disjoint rows without waiting); recording a result is one
// transaction fenced by the round it claimed, so each round is recorded exactly once.
import { type Kysely, sql } from 'kysely'
import type { AppConfig } from '../config/config'
import type { DialectName } from '../db/database'
import type { Database, SuperCategoryValue } from '../db/schema'
import type { CheckResult, CheckTarget, CheckType } from './types'
import { toEpoch } from '../lib/calendar'
import { type CountedResult, HistorySeriesRepository } from './history-series-repository'
import { completedRound, releasedLease } from './lease-repository'

/** Due "since forever": new rows sort first and are due whatever clock a worker runs on. */
export const DUE_NOW = new Date(0).toISOString()
/** Due before everything else, even rows due since forever: checks that must jump the queue. */
export const DUE_FIRST = '0000-01-01T00:00:00.000Z'

export interface ClaimedCheck {
  subject: 'domain'
  type: string
  round: number
  claimedAt: string
  attempts: number
  target: CheckTarget
}

/** One result to record: the claimed job, its type and result, when it ran and is next due. */
export interface Completion<R extends CheckResult = CheckResult> {
  job: ClaimedCheck
  type: CheckType<R>
  result: R
  at: string
  nextDue: string
  /** The pacing key it paced on, kept on its row (its lane). */
  paceKey?: string
}

/** Whose checks a call covers: one user's, or (userId undefined) everyone's, in one scope. */
export interface CheckScope {
  superCategory: SuperCategoryValue
  userId?: string
}

export class CheckRepository {
  constructor (private readonly db: Kysely<Database>, private readonly dialect: DialectName = 'sqlite') {}

  /** Rows for a new domain, one per check type, due after each type's first-run delay (inside the save transaction). */
  async createFor (domainId: string, types: ReadonlyArray<Pick<CheckType, 'type' | 'firstRunDelayMs'>>, now: Date): Promise<void> {
    const rows = types.map(({ type, firstRunDelayMs }) => ({
      domain_id: domainId, type, due_at: firstRunDelayMs === undefined ? DUE_NOW : new Date(now.getTime() + firstRunDelayMs).toISOString()
    }))
    if (rows.length > 0) await this.db.insertInto('checks').values(rows).onConflict((oc) => oc.doNothing()).execute()
  }

  /** Inserts the rows missing for a type (domains saved before it existed); idempotent. */
  async ensure (type: string): Promise<number> {
    const result = await this.db.insertInto('checks')
      .columns(['domain_id', 'type', 'due_at'])
      .expression((eb) => eb.selectFrom('domains as d')
        .select(['d.id', eb.val(type).as('type'), eb.val(DUE_NOW).as('due_at')])
        .where(({ not, exists, selectFrom }) => not(exists(
          selectFrom('checks as c').select('c.domain_id').whereRef('c.domain_id', '=', 'd.id').where('c.type', '=', type)
        ))))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0)
  }

  /**
   * Leases up to `limit` due rows (never-leased or lease expired) to `owner`; only of `types`
   * when given (a worker claims what it can run: an older worker during an upgrade leaves a
   * newer type's rows to the workers that know it). With `turns`, a paced lane's claim: only
   * rows whose pacing key is unknown yet or has a turn within `horizonMs` of `nowMs` (epoch ms,
   * the pacing table's clock), so a lane never takes a row that could only wait. `location`:
   * whose rows (checks.location_id): null for the home processes, a probe location's
   * id for the rows that run there.
   */
  async claim (owner: string, limit: number, now: string, leaseUntil: string, types?: readonly string[], turns?: { nowMs: number, horizonMs: number }, location: string | null = null): Promise<ClaimedCheck[]> {
    if (types?.length === 0 || limit <= 0) return []
    const due = this.db.selectFrom('checks as c').select(['c.domain_id', 'c.type'])
      .where('c.due_at', '<=', now)
      .where('c.location_id', location === null ? 'is' : '=', location)
      .$if(types !== undefined, (qb) => qb.where('c.type', 'in', [...types!]))
      .where((eb) => eb.or([eb('c.lease_until', 'is', null), eb('c.lease_until', '<=', now)]))
      .$if(turns !== undefined, (qb) => qb.where((eb) => eb.or([
        eb('c.pace_key', 'is', null),
        eb.not(eb.exists(eb.selectFrom('pacing as p').select('p.key').whereRef('p.key', '=', 'c.pace_key').where('p.next_at', '>', turns!.nowMs + turns!.horizonMs)))
      ])))
      .orderBy('c.due_at').orderBy('c.domain_id').orderBy('c.type')
      .limit(limit)
      // Locked rows belong to another worker's claim in progress: skip them, never wait.
      .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
    const rows = await this.db.updateTable('checks')
      .set((eb) => ({ lease_owner: owner, lease_until: leaseUntil, claimed_at: now, attempts: eb('attempts', '+', 1) }))
      .where((eb) => eb(eb.refTuple('domain_id', 'type'), 'in', due.$asTuple('domain_id', 'type')))
      .returning(['domain_id', 'type', 'round', 'attempts'])
      .execute()
    if (rows.length === 0) return []
    const domains = await this.db.selectFrom('domains').select(['id', 'domain', 'user_id', 'super_category'])
      .where('id', 'in', [...new Set(rows.map((r) => r.domain_id))]).execute()
    const byId = new Map(domains.map((d) => [d.id, d]))
    return rows.flatMap((row) => {
      const d = byId.get(row.domain_id)
      // Deleted meanwhile: its row went with it (cascade), nothing to do.
      if (d === undefined) return []
      const target = { domainId: d.id, domain: d.domain, userId: d.user_id, superCategory: d.super_category }
      return [{ subject: 'domain' as const, type: row.type, round: row.round, claimedAt: now, attempts: row.attempts, target }]
    })
  }

  /**
   * Records the result of a claimed round: history row, the type's own record, and the next due
   * time, all or nothing. False when the round was already recorded (a worker whose lease had
   * expired and was taken over): that result is dropped, so no round counts twice.
   */
  async complete<R extends CheckResult> (job: ClaimedCheck, type: CheckType<R>, result: R, at: string, nextDue: string, config: AppConfig, paceKey?: string): Promise<boolean> {
    return (await this.completeMany([{ job, type, result, at, nextDue, paceKey }], config))[0]
  }

  /**
   * Records many results in ONE transaction (ResultRecorder's batches): each fenced by the round
   * it claimed, exactly as complete() alone. A worker killed mid-batch commits none of them, and
   * their rows stay leased until the lease runs out, then any worker claims them again.
   */
  // Each item has its own result type, side by side in one batch.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async completeMany (items: ReadonlyArray<Completion<any>>, config: AppConfig): Promise<boolean[]> {
    return await this.db.transaction().execute(async (trx) => {
      const repo = new CheckRepository(trx, this.dialect)
      const done: boolean[] = []
      for (const item of items) done.push(await repo.completeOne(item, config))
      // Last, so a scope's hot row is held only from here to the commit.
      await new HistorySeriesRepository(trx).countResults(items.filter((_, i) => done[i]).map(counted))
      return done
    })
  }

  private async completeOne<R extends CheckResult> ({ job, type, result, at, nextDue, paceKey }: Completion<R>, config: AppConfig): Promise<boolean> {
    // A refresh that arrived after this run started asks for another run right away.
    const updated = await this.db.updateTable('checks')
      .set({ ...completedRound(job, at, nextDue), ...(paceKey === undefined ? {} : { pace_key: paceKey }) })
      .where('domain_id', '=', job.target.domainId).where('type', '=', job.type).where('round', '=', job.round)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return false
    const outcome = await this.writeResult(type, job.target, result, at, config)
    if (outcome?.recheckInMs !== undefined) {
      // The type wants to look again soon (a failure to confirm): sooner than its interval.
      const recheckAt = new Date(Date.parse(at) + outcome.recheckInMs).toISOString()
      await this.db.updateTable('checks').set({ due_at: recheckAt })
        .where('domain_id', '=', job.target.domainId).where('type', '=', job.type).where('due_at', '>', recheckAt)
        .execute()
    }
    return true
  }

  /** An on-demand run outside the schedule: history (no round) and the type's record. */
  async recordOnDemand<R extends CheckResult> (type: CheckType<R>, target: CheckTarget, result: R, at: string, config: AppConfig): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await new CheckRepository(trx).writeResult(type, target, result, at, config)
      await new HistorySeriesRepository(trx).countResults([counted({ job: { type: type.type, target }, result, at })])
    })
  }

  private async writeResult<R extends CheckResult> (type: CheckType<R>, target: CheckTarget, result: R, at: string, config: AppConfig) {
    const history = new HistorySeriesRepository(this.db)
    const seriesId = await history.seriesId(target.domainId, type.type)
    await history.insertRaw(seriesId, {
      at: toEpoch(at),
      code: result.statusCode,
      ms: result.responseMs === null ? null : Math.round(result.responseMs),
      error: result.error === null ? null : result.error.slice(0, 1000)
    })
    return await type.record(this.db, target, result, at, config)
  }

  /**
   * Gives a claimed row back unrecorded (worker stopping, the check failed or was deferred):
   * due at `dueAt`; `paceKey` is the key it paced on, when it did (a deferred check's lane).
   */
  async release (job: ClaimedCheck, owner: string, dueAt?: string, paceKey?: string): Promise<void> {
    await this.db.updateTable('checks')
      .set({ ...releasedLease(dueAt), ...(paceKey === undefined ? {} : { pace_key: paceKey }) })
      .where('domain_id', '=', job.target.domainId).where('type', '=', job.type)
      .where('round', '=', job.round).where('lease_owner', '=', owner)
      .execute()
  }

  /** Makes a type's checks of these domains due now and marks them requested; returns how many. */
  async refresh (scope: CheckScope, type: string, now: string): Promise<number> {
    const result = await this.db.updateTable('checks')
      .set({ due_at: now, requested_at: now })
      .where('type', '=', type)
      .where('domain_id', 'in', this.domainIds(scope))
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  /** True while some refresh-requested check of these domains has not recorded a result yet. */
  async pending (scope: CheckScope, type: string): Promise<boolean> {
    // From the few requested checks (partial index checks_requested_idx) to their domains, not
    // from every domain of the scope to its check: the error screen polls this.
    const row = await this.db.selectFrom('checks as c').select('c.domain_id')
      .where('c.type', '=', type).where('c.requested_at', 'is not', null)
      .where(({ exists }) => exists(this.domainIds(scope).where('domains.id', '=', sql.ref<string>('c.domain_id'))))
      .limit(1).executeTakeFirst()
    return row !== undefined
  }

  private domainIds (scope: CheckScope) {
    let query = this.db.selectFrom('domains').select('id').where('super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId)
    return query
  }
}

/** A recorded result as its hour's count sees it (the raw row's time and failure). */
function counted ({ job, result, at }: { job: { type: string, target: CheckTarget }, result: CheckResult, at: string }): CountedResult {
  return { type: job.type, superCategory: job.target.superCategory, userId: job.target.userId, at: toEpoch(at), failed: result.error !== null }
}
