// The reads of the CSV exports: one page of rows at a time, by keyset (never OFFSET),
// so 50,000 domains stream out at flat memory and each page is one indexed range read.
import { type Kysely, sql } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { byteOrder } from '../../platform/db/byte-order'

export interface DomainExportRow {
  id: string
  domain: string
  category: string
  note: string
  issue_date: string | null
  status_code: number | null
  last_checked: string | null
  owner_email: string
  platform: string | null
  platform_email: string | null
  server: string | null
  server_expiry: string | null
  index_state: string | null
  affiliate_outcome: string | null
}

export interface DomainExportFilter {
  superCategory: SuperCategoryValue
  /** One user's domains; undefined: everyone's (an admin without ?owner). */
  userId?: string
  category?: string
  /** Only domains whose latest status is not 200 (the domain-errors screen's list). */
  errorsOnly?: boolean
  /** Only domains whose latest status is this code (the domain-errors screen's status filter). */
  statusCode?: number
}

export interface HostingExportRow {
  id: string
  platform: string
  platform_email: string
  server: string
  server_expiry: string | null
  renewal_months: number
  hosting_issue_date: string | null
  domains: number | string
}

export class ExportRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The next `limit` domains after `after` (domain name in byte order, then id). */
  async domainPage (filter: DomainExportFilter, after: { domain: string, id: string } | null, limit: number): Promise<DomainExportRow[]> {
    const name = byteOrder(this.db, 'd.domain')
    let query = this.db.selectFrom('domains as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .leftJoin('domain_hosting as h', 'h.domain_id', 'd.id')
      .leftJoin('hosting_servers as s', 's.id', 'h.server_id')
      .leftJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .leftJoin('bing_checks as b', 'b.domain_id', 'd.id')
      .leftJoin('affiliate_results as r', 'r.domain_id', 'd.id')
      .select([
        'd.id', 'd.domain', 'd.category', 'd.note', 'd.issue_date', 'd.status_code', 'd.last_checked', 'u.email as owner_email',
        'a.platform', 'a.email as platform_email', 's.name as server', 's.expiry_date as server_expiry',
        'b.state as index_state', 'r.outcome as affiliate_outcome'
      ])
      .where('d.super_category', '=', filter.superCategory)
    if (filter.userId !== undefined) query = query.where('d.user_id', '=', filter.userId)
    if (filter.category !== undefined) query = query.where('d.category', '=', filter.category)
    if (filter.errorsOnly === true) query = query.where('d.status_code', 'is not', null).where('d.status_code', '<>', 200)
    if (filter.statusCode !== undefined) query = query.where('d.status_code', '=', filter.statusCode)
    // A row value, so the page starts where the (name, id) index range does on both databases.
    if (after !== null) query = query.where(sql<boolean>`(${name}, ${sql.ref('d.id')}) > (${after.domain}, ${after.id})`)
    return await query.orderBy(name).orderBy('d.id').limit(limit).execute()
  }

  /** The next `limit` hosting servers after id `after`, with their account and domain count. */
  /** `superCategories`: whose domains the count includes (the dating one needs dating access). */
  async hostingPage (userId: string | undefined, after: string | null, limit: number, superCategories: readonly SuperCategoryValue[]): Promise<HostingExportRow[]> {
    let query = this.db.selectFrom('hosting_servers as s')
      .innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .select((eb) => [
        's.id', 'a.platform', 'a.email as platform_email', 's.name as server', 's.expiry_date as server_expiry',
        's.renewal_months', 's.hosting_issue_date',
        eb.selectFrom('domain_hosting as h').innerJoin('domains as d', 'd.id', 'h.domain_id').whereRef('h.server_id', '=', 's.id')
          .where('d.super_category', 'in', [...superCategories])
          .select((inner) => inner.fn.countAll<number | string>().as('n')).as('domains')
      ])
    if (userId !== undefined) query = query.where('s.user_id', '=', userId)
    if (after !== null) query = query.where('s.id', '>', after)
    const rows = await query.orderBy('s.id').limit(limit).execute()
    return rows.map((r) => ({ ...r, domains: r.domains ?? 0 }))
  }
}
