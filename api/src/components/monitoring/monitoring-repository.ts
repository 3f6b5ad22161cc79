// Read models of the monitoring screens (domain errors, affiliate errors, domain expiry), the
// renew write, and the status check's call to look at a down site's neighbours now. Each list is one indexed query over one scope, optionally one user's.
import type { Kysely } from 'kysely'
import type { AffiliateOutcome } from './tables'
import type { Database } from '../../platform/db/schema'
import type { CheckTarget } from '../../platform/jobs/types'
import { type CheckScope, DUE_FIRST } from '../../platform/jobs/check-repository'
import { byteOrder } from '../../platform/db/byte-order'
import { expiresIn } from '../real-dates'

export interface OwnedRow {
  user_id: string
  owner_name?: string
}

export interface ErrorDomainRow extends OwnedRow {
  id: string
  domain: string
  status_code: number
  last_checked: string | null
}

export interface AffiliateErrorRow extends OwnedRow {
  domain: string
  affiliate_link: string
  outcome: AffiliateOutcome
  error: string | null
}

/** A domain whose effective expiry may fall in a window: the registry's date, else the estimate. */
export interface ExpiryCandidateRow extends OwnedRow {
  id: string
  domain: string
  note: string
  issue_date: string | null
  registry_expiry: string | null
}

/** The outcomes the affiliate screen lists (blocked, ok and unknown are not errors). */
export const LISTED_OUTCOMES: AffiliateOutcome[] = ['missing', 'broken']

export class MonitoringRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private scoped (scope: CheckScope) {
    let query = this.db.selectFrom('domains as d').where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) query = query.where('d.user_id', '=', scope.userId)
    return query
  }

  /** Owner names only for admin listings (everyone's rows). */
  private async withOwners<T extends OwnedRow> (rows: T[], withOwner: boolean): Promise<T[]> {
    if (!withOwner || rows.length === 0) return rows
    const ids = [...new Set(rows.map((r) => r.user_id))]
    const users = await this.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
    const names = new Map(users.map((u) => [u.id, u.name]))
    return rows.map((r) => ({ ...r, owner_name: names.get(r.user_id) ?? '' }))
  }

  /** Domains whose latest status is not 200 (never checked: not listed). */
  async errorDomains (scope: CheckScope, withOwner: boolean): Promise<ErrorDomainRow[]> {
    const rows = await this.scoped(scope)
      .select(['d.id', 'd.domain', 'd.status_code', 'd.last_checked', 'd.user_id'])
      .where('d.status_code', 'is not', null).where('d.status_code', '<>', 200)
      .orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id')
      .$narrowType<{ status_code: number }>()
      .execute()
    return await this.withOwners(rows, withOwner)
  }

  /** The stored affiliate results that are errors: missing and broken links. */
  async affiliateErrors (scope: CheckScope, withOwner: boolean): Promise<AffiliateErrorRow[]> {
    const rows = await this.scoped(scope)
      .innerJoin('affiliate_results as a', 'a.domain_id', 'd.id')
      .select(['d.domain', 'd.user_id', 'a.affiliate_link', 'a.outcome', 'a.error'])
      .where('a.outcome', 'in', LISTED_OUTCOMES)
      .orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id')
      .execute()
    return await this.withOwners(rows, withOwner)
  }

  /** Every domain of the scope as a check target (on-demand runs). */
  async targets (scope: CheckScope): Promise<CheckTarget[]> {
    const rows = await this.scoped(scope).select(['d.id', 'd.domain', 'd.user_id', 'd.super_category'])
      .orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id').execute()
    return rows.map((r) => ({ domainId: r.id, domain: r.domain, userId: r.user_id, superCategory: r.super_category }))
  }

  /**
   * Domains whose effective expiry is on or before a day: the registry's expiry when RDAP gave
   * one (`latestExpiry`), else issued on or before `latestIssueDate` (issue date + 1 year).
   */
  async expiryCandidates (scope: CheckScope, latestIssueDate: string, latestExpiry: string, withOwner: boolean): Promise<ExpiryCandidateRow[]> {
    const rows = await this.scoped(scope)
      .leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
      .select(['d.id', 'd.domain', 'd.note', 'd.issue_date', 'd.user_id', 'r.expiry_date as registry_expiry'])
      .where(expiresIn({ expiry: { to: latestExpiry }, issued: { to: latestIssueDate } }))
      .orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id')
      .execute()
    return await this.withOwners(rows, withOwner)
  }

  /** One user's domains of a scope among `names`. */
  async findOwned (userId: string, scope: CheckScope, names: string[]): Promise<Array<{ id: string, domain: string, issue_date: string | null, registry_expiry: string | null }>> {
    return await this.db.selectFrom('domains as d').leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
      .select(['d.id', 'd.domain', 'd.issue_date', 'r.expiry_date as registry_expiry'])
      .where('d.user_id', '=', userId).where('d.super_category', '=', scope.superCategory).where('d.domain', 'in', names)
      .execute()
  }

  async setIssueDate (id: string, issueDate: string, now: string): Promise<void> {
    await this.db.updateTable('domains').set({ issue_date: issueDate, updated_at: now }).where('id', '=', id).execute()
  }

  /**
   * Status checks of the other domains on the same hosting server, made due before anything else
   * (a down site's neighbours: if the server is the cause, they join one alert while it waits).
   */
  async checkSiblingsNow (domainId: string): Promise<number> {
    const server = this.db.selectFrom('domain_hosting').select('server_id').where('domain_id', '=', domainId)
    // Only the neighbours still up: one already failing has told its story.
    const siblings = this.db.selectFrom('domain_hosting as h').innerJoin('domains as d', 'd.id', 'h.domain_id').select('h.domain_id')
      .where('h.server_id', 'in', server).where('h.domain_id', '!=', domainId)
      .where('d.status_code', '=', 200).where('d.failing_since', 'is', null)
    const result = await this.db.updateTable('checks').set({ due_at: DUE_FIRST })
      .where('type', '=', 'status').where('due_at', '>', DUE_FIRST).where('domain_id', 'in', siblings)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }
}
