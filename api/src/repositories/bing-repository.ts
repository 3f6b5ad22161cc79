// All SQL about Bing index results (table bing_checks, migration 004).
import type { Kysely } from 'kysely'
import type { BingStateValue, Database, SuperCategoryValue } from '../db/schema'
import { isForeignKeyViolation } from './constraint-errors'
import { changedBy, DataVersionRepository } from './data-version-repository'
import { byteOrder } from './domain-repository'

/** A saved domain to ask Bing about. */
export interface BingTarget {
  id: string
  domain: string
}

/** Whose domains: one user's, or (userId undefined) everyone's, in one scope. */
export interface BingScope {
  superCategory: SuperCategoryValue
  userId?: string
}

export interface NotIndexedRow {
  id: string
  user_id: string
  domain: string
  status_code: number | null
  checked_at: string | null
  site_cause: string | null
  owner_name?: string
}

export interface BingOutcome {
  state: BingStateValue
  reason?: string
}

export class BingRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private scoped (scope: BingScope) {
    let query = this.db.selectFrom('domains as d').where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) query = query.where('d.user_id', '=', scope.userId)
    return query
  }

  /**
   * Stores one attempt. A conclusive answer replaces the state; "unknown" only updates the
   * attempt, so the last real answer (and its time) survives a captcha day.
   */
  async record (domainId: string, outcome: BingOutcome, siteCause: string | null, now: string): Promise<void> {
    const attempt = { attempted_at: now, attempt_state: outcome.state, attempt_reason: outcome.reason ?? null, site_cause: siteCause }
    const conclusive = outcome.state !== 'unknown'
    const answer = conclusive ? { state: outcome.state, checked_at: now } : { state: 'unknown' as const, checked_at: null }
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('bing_checks')
          .values({ domain_id: domainId, ...answer, ...attempt })
          .onConflict((oc) => oc.column('domain_id').doUpdateSet(conclusive ? { ...answer, ...attempt } : attempt))
          .execute()
        // Bing is asked once every few seconds at most: its answers can show at once.
        await new DataVersionRepository(trx).bumpOwnerOf(domainId, changedBy.record)
      })
    } catch (err) {
      // The domain was deleted while Bing was being asked: nothing left to record.
      if (!isForeignKeyViolation(err)) throw err
    }
  }

  /** Domains whose latest conclusive answer is "not indexed", ordered by name. */
  async listNotIndexed (scope: BingScope, withOwner: boolean): Promise<NotIndexedRow[]> {
    const base = this.scoped(scope)
      .leftJoin('bing_checks as b', 'b.domain_id', 'd.id')
      // Never asked about yet: listed with no check time ("Never"); asked but only "unknown"
      // (captcha, block page) keeps the row's last conclusive state, so it is never listed for it.
      .where((eb) => eb.or([eb('b.state', '=', 'not-indexed'), eb('b.domain_id', 'is', null)]))
      .select(['d.id', 'd.user_id', 'd.domain', 'd.status_code', 'b.checked_at', 'b.site_cause'])
      .orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id')
    if (!withOwner) return await base.execute()
    return await base.innerJoin('users as u', 'u.id', 'd.user_id').select('u.name as owner_name').execute()
  }

  /** The domains of the scope: all of them (a forced check), or those last asked before `cutoff`. */
  async targets (scope: BingScope, cutoff?: string): Promise<BingTarget[]> {
    let query = this.scoped(scope).leftJoin('bing_checks as b', 'b.domain_id', 'd.id').select(['d.id', 'd.domain'])
    if (cutoff !== undefined) query = query.where((eb) => eb.or([eb('b.attempted_at', 'is', null), eb('b.attempted_at', '<', cutoff)]))
    return await query.orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id').execute()
  }

  /** Domains never asked about, or last asked before `cutoff` (the daily schedule), all scopes. */
  async due (cutoff: string, limit: number): Promise<BingTarget[]> {
    return await this.db.selectFrom('domains as d')
      .leftJoin('bing_checks as b', 'b.domain_id', 'd.id')
      .where((eb) => eb.or([eb('b.attempted_at', 'is', null), eb('b.attempted_at', '<', cutoff)]))
      .select(['d.id', 'd.domain'])
      // By name: the same name saved by several users comes together and is asked once.
      .orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id')
      .limit(limit)
      .execute()
  }
}
