// The reads of the expiry watch (SQL only here): domains and servers whose expiry falls in a
// window of dates, every user's. A domain's expiry is its effective one (effective-expiry.ts).
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { expiresIn, type ExpiryWindow } from './effective-expiry'

export interface ExpiringDomainRow {
  id: string
  user_id: string
  domain: string
  super_category: SuperCategoryValue
  issue_date: string | null
  registry_expiry: string | null
}

export interface ExpiringServerRow {
  id: string
  user_id: string
  name: string
  expiry_date: string
  platform: string
  email: string
}

export class ExpiryRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** Every user's domains whose effective expiry falls in the window. */
  async domainsExpiringIn (window: ExpiryWindow): Promise<ExpiringDomainRow[]> {
    return await this.db.selectFrom('domains as d').leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
      .select(['d.id', 'd.user_id', 'd.domain', 'd.super_category', 'd.issue_date', 'r.expiry_date as registry_expiry'])
      .where(expiresIn(window))
      .execute()
  }

  /** Servers expiring between the two dates (inclusive), with their account. */
  async serversExpiringBetween (from: string, to: string): Promise<ExpiringServerRow[]> {
    return await this.db.selectFrom('hosting_servers as s').innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .select(['s.id', 's.user_id', 's.name', 's.expiry_date', 'a.platform', 'a.email'])
      .where('s.expiry_date', '>=', from).where('s.expiry_date', '<=', to)
      .$narrowType<{ expiry_date: string }>()
      .execute()
  }
}
