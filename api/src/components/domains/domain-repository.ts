// All SQL about saved domains and their latest scan. List queries select only the record
// columns (no scan JSON) in one statement, so a 50,000-domain list is one indexed read.
import { type Kysely, sql } from 'kysely'
import { byteOrder } from '../../platform/db/byte-order'
import { filterOnly } from '../../platform/db/filter-only'
import { yieldToLoop } from '../../platform/lib/yield-to-loop'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { DomainRow, NewDomain } from './tables'

/** Which records a read covers: one user's, or (userId undefined) everyone's, in one scope. */
export interface DomainScope {
  superCategory: SuperCategoryValue
  userId?: string
  category?: string
}

/** A record a bulk action acts on. */
export interface SelectedDomain { id: string, domain: string, user_id: string }

/** A list's record: the domain's own columns without the health ones, and its owner's name for admins. */
export type DomainListRow = Pick<DomainRow, 'id' | 'user_id' | 'domain' | 'note' | 'status_code' | 'super_category' | 'category' | 'issue_date' | 'last_checked'> & { owner_name?: string }

const RECORD_COLUMNS = [
  'd.id', 'd.user_id', 'd.domain', 'd.note', 'd.status_code', 'd.super_category',
  'd.category', 'd.issue_date', 'd.last_checked'
] as const

export class DomainRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private scoped (scope: DomainScope) {
    let query = this.db.selectFrom('domains as d').where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) query = query.where('d.user_id', '=', scope.userId)
    if (scope.category !== undefined) query = query.where('d.category', '=', scope.category)
    return query
  }

  /** Records ordered by domain; withOwner adds the owner's name (admin listings). */
  async list (scope: DomainScope, withOwner: boolean): Promise<DomainListRow[]> {
    const base = this.scoped(scope).select(RECORD_COLUMNS).orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id')
    if (!withOwner) return await base.execute()
    return await base.innerJoin('users as u', 'u.id', 'd.user_id').select('u.name as owner_name').execute()
  }

  /**
   * Id, name and owner of the records a list with these filters shows (bulk actions' `filter`):
   * the same scoped query as list(), plus the list's substring search on the name.
   */
  async matching (scope: DomainScope, search?: string): Promise<SelectedDomain[]> {
    let query = this.scoped(scope).select(['d.id', 'd.domain', 'd.user_id'])
    const needle = search?.trim().toLowerCase() ?? ''
    // Names are stored lowercased (platform/lib/domain-name), so a lowercased needle matches case-insensitively.
    if (needle !== '') query = query.where(sql<boolean>`${sql.ref('d.domain')} like ${'%' + needle.replace(/[\\%_]/g, (c) => '\\' + c) + '%'} escape '\\'`)
    return await query.orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id').execute()
  }

  /**
   * The records of the scope (one user's, or everyone's) among these names, or these ids, 500 a
   * statement. Outside a transaction it yields to the event loop between statements (50,000
   * names are 100 statements); inside one it does not, so the transaction stays short.
   */
  async selectAmong (scope: DomainScope, by: 'domain' | 'id', values: string[]): Promise<SelectedDomain[]> {
    const found: SelectedDomain[] = []
    for (let i = 0; i < values.length; i += 500) {
      if (i > 0 && !this.db.isTransaction) await yieldToLoop()
      const page = values.slice(i, i + 500)
      found.push(...await (by === 'domain'
        ? this.scoped(scope).select(['d.id', 'd.domain', 'd.user_id']).where('d.domain', 'in', page)
        : this.byIds(scope, page)).execute())
    }
    return found
  }

  /** Records of the scope among these ids, read through the primary key (platform/db/filter-only). */
  private byIds (scope: DomainScope, ids: string[]) {
    let query = this.db.selectFrom('domains as d').select(['d.id', 'd.domain', 'd.user_id']).where('d.id', 'in', ids)
      .where(filterOnly(this.db, 'd.super_category'), '=', scope.superCategory)
    if (scope.userId !== undefined) query = query.where(filterOnly(this.db, 'd.user_id'), '=', scope.userId)
    if (scope.category !== undefined) query = query.where(filterOnly(this.db, 'd.category'), '=', scope.category)
    return query
  }

  async categoryCounts (scope: DomainScope): Promise<Array<{ category: string, n: number }>> {
    const rows = await this.scoped(scope)
      .select(['d.category', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('d.category')
      .execute()
    // PostgreSQL returns count(*) as a string (bigint); SQLite as a number.
    return rows.map((row) => ({ category: row.category, n: Number(row.n) }))
  }

  async findOwned (userId: string, superCategory: SuperCategoryValue, domain: string): Promise<DomainRow | undefined> {
    return await this.db.selectFrom('domains').selectAll()
      .where('user_id', '=', userId).where('super_category', '=', superCategory).where('domain', '=', domain)
      .executeTakeFirst()
  }

  /** An admin opening a name: their own record if they have one, else the most recently updated. */
  async findPreferring (userId: string, superCategory: SuperCategoryValue, domain: string): Promise<DomainRow | undefined> {
    return await this.db.selectFrom('domains').selectAll()
      .where('super_category', '=', superCategory).where('domain', '=', domain)
      .orderBy((eb) => eb.case().when('user_id', '=', userId).then(0).else(1).end())
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .executeTakeFirst()
  }

  /** The scopes in which a user has saved this name (for the scope-less rename call). */
  async scopesOf (userId: string, domain: string): Promise<SuperCategoryValue[]> {
    const rows = await this.db.selectFrom('domains').select('super_category')
      .where('user_id', '=', userId).where('domain', '=', domain).execute()
    return rows.map((row) => row.super_category)
  }

  async insert (row: NewDomain): Promise<void> {
    await this.db.insertInto('domains').values(row).execute()
  }

  async saveScan (domainId: string, data: string, scannedAt: string): Promise<void> {
    await this.db.insertInto('domain_scans').values({ domain_id: domainId, data, scanned_at: scannedAt })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet({ data, scanned_at: scannedAt }))
      .execute()
  }

  async findScan (domainId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('domain_scans').select('data').where('domain_id', '=', domainId).executeTakeFirst()
    return row?.data
  }

  /** Scan and hosting link go with it (foreign keys cascade). */
  async delete (id: string): Promise<void> {
    await this.db.deleteFrom('domains').where('id', '=', id).execute()
  }

  async setNote (id: string, note: string, now: string): Promise<void> {
    await this.db.updateTable('domains').set({ note, updated_at: now }).where('id', '=', id).execute()
  }

  async rename (id: string, domain: string, now: string): Promise<void> {
    await this.db.updateTable('domains').set({ domain, updated_at: now }).where('id', '=', id).execute()
  }

  /** Domains of one scope across every user (the admin overview's counts). */
  async countInScope (superCategory: SuperCategoryValue): Promise<number> {
    const row = await this.scoped({ superCategory })
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Every domain of one user, all scopes (an admin looking at that user). */
  async listForUser (userId: string): Promise<DomainListRow[]> {
    return await this.db.selectFrom('domains as d').select(RECORD_COLUMNS)
      .where('d.user_id', '=', userId)
      .orderBy('d.super_category').orderBy(byteOrder(this.db, 'd.domain')).orderBy('d.id')
      .execute()
  }
}
