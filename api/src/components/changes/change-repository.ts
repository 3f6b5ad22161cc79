// All SQL of SEO changes (table domain_changes, migration 065): written by the scan tracker in
// the transaction of the scan that found them, read by the Changes screen, the domain timeline
// and the overview's "changes this week", pruned by the changes-prune check.
import type { Kysely, Selectable } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { DomainChangesTable } from './tables'

export interface NewChange {
  domainId: string
  userId: string
  superCategory: SuperCategoryValue
  kind: string
  before: string
  after: string
  detectedAt: string
}

export interface ChangeFilter {
  superCategory: SuperCategoryValue
  /** undefined: every user's (an admin's portfolio view). */
  userId?: string
  since?: string
  until?: string
  kinds?: readonly string[]
  category?: string
  /** One domain's name (its timeline). */
  domain?: string
}

/** A change with its domain's name and category. */
export type ChangeRow = Pick<Selectable<DomainChangesTable>, 'id' | 'kind' | 'before' | 'after' | 'detected_at'> &
  Pick<Selectable<Database['domains']>, 'domain' | 'category'>

export class ChangeRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async insert (changes: readonly NewChange[]): Promise<void> {
    if (changes.length === 0) return
    await this.db.insertInto('domain_changes').values(changes.map((c) => ({
      domain_id: c.domainId,
      user_id: c.userId,
      super_category: c.superCategory,
      kind: c.kind,
      before: c.before,
      after: c.after,
      detected_at: c.detectedAt
    }))).execute()
  }

  private filtered (f: ChangeFilter) {
    let q = this.db.selectFrom('domain_changes as c')
      .innerJoin('domains as d', 'd.id', 'c.domain_id')
      .where('c.super_category', '=', f.superCategory)
    if (f.userId !== undefined) q = q.where('c.user_id', '=', f.userId)
    if (f.since !== undefined) q = q.where('c.detected_at', '>=', f.since)
    if (f.until !== undefined) q = q.where('c.detected_at', '<', f.until)
    if (f.kinds !== undefined && f.kinds.length > 0) q = q.where('c.kind', 'in', f.kinds)
    if (f.category !== undefined) q = q.where('d.category', '=', f.category)
    if (f.domain !== undefined) q = q.where('d.domain', '=', f.domain)
    return q
  }

  /** Newest first; `limit` rows from `offset`. */
  async list (f: ChangeFilter, limit: number, offset: number): Promise<ChangeRow[]> {
    const rows = await this.filtered(f)
      .select(['c.id', 'd.domain', 'd.category', 'c.kind', 'c.before', 'c.after', 'c.detected_at'])
      .orderBy('c.detected_at', 'desc').orderBy('c.id', 'desc')
      .limit(limit).offset(offset)
      .execute()
    return rows.map((r) => ({ ...r, id: Number(r.id) }))
  }

  /**
   * How many match. Without a brand category or name filter the domains are not joined: the
   * count is then one range of the (scope, user, time) index (a join per change cost 0.45 s for
   * 158,000 changes at 50,000 domains).
   */
  async count (f: ChangeFilter): Promise<number> {
    const query = f.category !== undefined || f.domain !== undefined
      ? this.filtered(f)
      : this.db.selectFrom('domain_changes as c')
        .where('c.super_category', '=', f.superCategory)
        .$if(f.userId !== undefined, (q) => q.where('c.user_id', '=', f.userId!))
        .$if(f.since !== undefined, (q) => q.where('c.detected_at', '>=', f.since!))
        .$if(f.until !== undefined, (q) => q.where('c.detected_at', '<', f.until!))
        .$if(f.kinds !== undefined && f.kinds.length > 0, (q) => q.where('c.kind', 'in', f.kinds!))
    const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /**
   * Deletes up to `limit` changes detected before `cutoff` (oldest-first index on detected_at);
   * how many went. A subquery, as DELETE … LIMIT is not SQL that PostgreSQL runs.
   */
  async pruneBefore (cutoff: string, limit: number): Promise<number> {
    const ids = this.db.selectFrom('domain_changes').select('id').where('detected_at', '<', cutoff).limit(limit)
    const res = await this.db.deleteFrom('domain_changes').where('id', 'in', ids).executeTakeFirst()
    return Number(res.numDeletedRows)
  }

  /** Domains moved to another scope (bulk action) take their changes along. */
  async moveScope (domainIds: readonly string[], to: SuperCategoryValue): Promise<void> {
    if (domainIds.length > 0) await this.db.updateTable('domain_changes').set({ super_category: to }).where('domain_id', 'in', domainIds).execute()
  }
}
