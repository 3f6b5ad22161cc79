// The reads of the expiry watch (SQL only here): domains and servers whose expiry falls in a
// window of dates, every user's. A domain's expiry is its effective one (expiresIn below): the
// registry's date where the rdap check found one, else the registrar account's, else the
// spec's estimate, issue date + 1 year.
// expiresIn is the one SQL form of that rule; every query that asks "which domains expire in
// this window" (the expiring list, the overview, the expiry watch, the digest) uses it on
// `domains as d` left-joined to `domain_registry as r`.
import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'

export interface ExpiryWindow {
  /** The window as registry expiry dates (inclusive; no lower bound when `from` is absent). */
  expiry: { from?: string, to: string }
  /** The same window as issue dates, a year earlier (the estimate). */
  issued: { from?: string, to: string }
}

/**
 * The registrar's expiry of `domains as d`: what a synced registrar account of its
 * owner says (the latest date when two accounts hold it), null when none does.
 */
export function registrarExpiry (): RawBuilder<string | null> {
  return sql<string | null>`(select max(rd.expires_on) from registrar_domains as rd where rd.user_id = d.user_id and rd.domain = d.domain)`
}

/** True for a domain whose effective expiry (registry, else registrar, else estimate) falls in the window. */
export function expiresIn (w: ExpiryWindow): RawBuilder<SqlBool> {
  const registry = sql.ref('r.expiry_date')
  const issued = sql.ref('d.issue_date')
  const registrar = registrarExpiry()
  const from = (ref: RawBuilder<unknown>, day: string | undefined) => day === undefined ? sql`` : sql` and ${ref} >= ${day}`
  return sql<SqlBool>`((${registry} is not null and ${registry} <= ${w.expiry.to}${from(registry, w.expiry.from)})
    or (${registry} is null and coalesce(${registrar}, ${issued}) is not null and (case when ${registrar} is not null
      then (${registrar} <= ${w.expiry.to}${from(registrar, w.expiry.from)})
      else (${issued} <= ${w.issued.to}${from(issued, w.issued.from)}) end)))`
}

export interface ExpiringDomainRow {
  id: string
  user_id: string
  domain: string
  super_category: SuperCategoryValue
  issue_date: string | null
  registry_expiry: string | null
  registrar_expiry: string | null
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
      .select(['d.id', 'd.user_id', 'd.domain', 'd.super_category', 'd.issue_date', 'r.expiry_date as registry_expiry', registrarExpiry().as('registrar_expiry')])
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
