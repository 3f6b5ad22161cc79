// Which registrar account holds each saved domain of a list (issue 25): the domain list's rows
// carry it. One query for the whole list, whatever its size (no query per row or per page).
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { RegistrarAccountFacts } from '../real-dates'

export interface HoldingScope { superCategory: SuperCategoryValue, userId?: string, category?: string }

export class RegistrarHoldingRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /**
   * By domain id, the account holding each saved domain of the scope (one user's, or everyone's;
   * optionally one brand category). A name in two accounts (moved, the old one not synced since)
   * gives the row updated last, as the domain details do.
   */
  async accountsOf (scope: HoldingScope): Promise<Map<string, RegistrarAccountFacts>> {
    let query = this.db.selectFrom('domains as d')
      .innerJoin('registrar_domains as rd', (join) => join.onRef('rd.user_id', '=', 'd.user_id').onRef('rd.domain', '=', 'd.domain'))
      .innerJoin('registrar_accounts as a', 'a.id', 'rd.account_id')
      .leftJoin('registrar_prices as p', (join) => join.onRef('p.account_id', '=', 'rd.account_id').onRef('p.tld', '=', 'rd.tld'))
      .select(['d.id', 'rd.account_id', 'a.name as account_name', 'a.provider', 'rd.expires_on', 'rd.auto_renew', 'rd.locked', 'p.renew_minor', 'p.currency'])
      .where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) query = query.where('d.user_id', '=', scope.userId)
    if (scope.category !== undefined) query = query.where('d.category', '=', scope.category)
    const rows = await query.orderBy('rd.updated_at').execute()
    return new Map(rows.map(({ id, ...facts }) => [id, facts]))
  }
}
