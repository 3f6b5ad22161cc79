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

  /** Domains issued between the two dates (inclusive) whose registry gave no expiry (estimated). */
  async domainsIssuedBetween (from: string, to: string): Promise<ExpiringDomainRow[]> {
    return await this.db.selectFrom('domains as d').leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
      .select(['d.id', 'd.user_id', 'd.domain', 'd.super_category', 'd.issue_date'])
      .where('d.issue_date', '>=', from).where('d.issue_date', '<=', to).where('r.expiry_date', 'is', null)
      .$narrowType<{ issue_date: string }>()
      .execute()
  }

  /** Domains whose registry (RDAP) expiry falls between the two dates (inclusive). */
  async domainsRegistryExpiringBetween (from: string, to: string): Promise<Array<Omit<ExpiringDomainRow, 'issue_date'> & { expiry_date: string }>> {
    return await this.db.selectFrom('domain_registry as r').innerJoin('domains as d', 'd.id', 'r.domain_id')
      .select(['d.id', 'd.user_id', 'd.domain', 'd.super_category', 'r.expiry_date'])
      .where('r.expiry_date', '>=', from).where('r.expiry_date', '<=', to)
      .$narrowType<{ expiry_date: string }>()
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
