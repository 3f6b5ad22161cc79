// All SQL about Bing index results (table bing_checks, migration 004).
import type { Kysely } from 'kysely'
import type { BingStateValue } from './tables'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { byteOrder } from '../../platform/db/byte-order'

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

  /** The latest conclusive state of a domain (undefined: never asked). */
  async state (domainId: string): Promise<BingStateValue | undefined> {
    const row = await this.db.selectFrom('bing_checks').select('state').where('domain_id', '=', domainId).executeTakeFirst()
    return row?.state
  }

  /**
   * Stores one attempt (in the transaction of the check's result). A conclusive answer replaces
   * the state; "unknown" only updates the attempt, so the last real answer (and its time)
   * survives a captcha day.
   */
  async save (domainId: string, outcome: BingOutcome, siteCause: string | null, now: string): Promise<void> {
    const attempt = { attempted_at: now, attempt_state: outcome.state, attempt_reason: outcome.reason ?? null, site_cause: siteCause }
    const conclusive = outcome.state !== 'unknown'
    const answer = conclusive ? { state: outcome.state, checked_at: now } : { state: 'unknown' as const, checked_at: null }
    await this.db.insertInto('bing_checks')
      .values({ domain_id: domainId, ...answer, ...attempt })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet(conclusive ? { ...answer, ...attempt } : attempt))
      .execute()
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
}
