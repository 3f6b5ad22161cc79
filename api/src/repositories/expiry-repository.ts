// The reads of the expiry watch (SQL only here): domains and servers whose expiry falls in a
// window of dates, every user's. A domain's expiry is the spec's estimate, issue date + 1 year,
// so a window of expiry dates is a window of issue dates a year earlier.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../db/schema'

export interface ExpiringDomainRow {
  id: string
  user_id: string
  domain: string
  super_category: SuperCategoryValue
  issue_date: string
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

  /** Domains issued between the two dates (inclusive). */
  async domainsIssuedBetween (from: string, to: string): Promise<ExpiringDomainRow[]> {
    return await this.db.selectFrom('domains').select(['id', 'user_id', 'domain', 'super_category', 'issue_date'])
      .where('issue_date', '>=', from).where('issue_date', '<=', to)
      .$narrowType<{ issue_date: string }>()
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
