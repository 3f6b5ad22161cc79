// All SQL of the renewals (GET /{scope}/renewals): a scope's saved domains with their registry
// (RDAP) expiry, and what their registrar account says (expiry, auto-renew, lock, the TLD's
// renewal price). A name held by two accounts (moved, one not synced since) counts once: the
// row updated last.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { RegistrarProviderName } from './tables'
import { expiresIn, type ExpiryWindow } from '../real-dates'

export interface RenewalRow {
  id: string
  domain: string
  category: string
  issue_date: string | null
  registry_expiry: string | null
  account_id: string | null
  account_name: string | null
  provider: RegistrarProviderName | null
  registrar_expiry: string | null
  auto_renew: number | null
  locked: number | null
  renew_minor: number | null
  currency: string | null
  updated_at: string | null
}

export class RenewalRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** `within`: only domains whose effective expiry falls in it (the overview card's 30 days). */
  async rows (superCategory: SuperCategoryValue, userId: string | undefined, within?: ExpiryWindow): Promise<RenewalRow[]> {
    const rows = await this.db.selectFrom('domains as d')
      .leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
      .leftJoin('registrar_domains as rd', (join) => join.onRef('rd.user_id', '=', 'd.user_id').onRef('rd.domain', '=', 'd.domain'))
      .leftJoin('registrar_accounts as a', 'a.id', 'rd.account_id')
      .leftJoin('registrar_prices as p', (join) => join.onRef('p.account_id', '=', 'rd.account_id').onRef('p.tld', '=', 'rd.tld'))
      .select([
        'd.id', 'd.domain', 'd.category', 'd.issue_date', 'r.expiry_date as registry_expiry', 'rd.account_id', 'a.name as account_name', 'a.provider',
        'rd.expires_on as registrar_expiry', 'rd.auto_renew', 'rd.locked', 'p.renew_minor', 'p.currency', 'rd.updated_at'
      ])
      .where('d.super_category', '=', superCategory)
      .$if(userId !== undefined, (qb) => qb.where('d.user_id', '=', userId!))
      .$if(within !== undefined, (qb) => qb.where(expiresIn(within!)))
      .execute()
    const byId = new Map<string, RenewalRow>()
    for (const row of rows) {
      const seen = byId.get(row.id)
      if (seen === undefined || (row.updated_at ?? '') > (seen.updated_at ?? '')) byId.set(row.id, row)
    }
    return [...byId.values()]
  }
}
