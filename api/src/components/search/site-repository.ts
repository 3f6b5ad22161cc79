// The saved domains search figures are matched to (table domains, owned by the domains
// component: read only here).
import { type Kysely, sql } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'

export interface SavedSite { id: string, domain: string, superCategory: SuperCategoryValue, category: string }

export class SavedSiteRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The user's saved domains, in the super categories given (all when undefined). */
  async ofUser (userId: string, superCategories?: readonly SuperCategoryValue[]): Promise<SavedSite[]> {
    const rows = await this.db.selectFrom('domains').select(['id', 'domain', 'super_category', 'category'])
      .where('user_id', '=', userId)
      .$if(superCategories !== undefined, (qb) => qb.where('super_category', 'in', superCategories!))
      .orderBy('domain').orderBy('id').execute()
    return rows.map((r) => ({ id: r.id, domain: r.domain, superCategory: r.super_category, category: r.category }))
  }

  /** The user's saved domains after the id `after` (null: from the first), `limit` of them in id order: a keyset page. */
  async page (userId: string, after: string | null, limit: number): Promise<SavedSite[]> {
    const rows = await this.db.selectFrom('domains').select(['id', 'domain', 'super_category', 'category'])
      .where('user_id', '=', userId).$if(after !== null, (qb) => qb.where('id', '>', after!))
      .orderBy('id').limit(limit).execute()
    return rows.map((r) => ({ id: r.id, domain: r.domain, superCategory: r.super_category, category: r.category }))
  }

  /** One of the user's saved domains, when it is in the super categories given. */
  async one (userId: string, domainId: string, superCategories: readonly SuperCategoryValue[]): Promise<SavedSite | undefined> {
    const r = await this.db.selectFrom('domains').select(['id', 'domain', 'super_category', 'category'])
      .where('user_id', '=', userId).where('id', '=', domainId).where('super_category', 'in', superCategories).executeTakeFirst()
    return r === undefined ? undefined : { id: r.id, domain: r.domain, superCategory: r.super_category, category: r.category }
  }

  /** A cheap mark of the user's saved domains that changes when one is added, removed or renamed. */
  async fingerprint (userId: string): Promise<string> {
    const r = await this.db.selectFrom('domains').select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('created_at').as('newest'), eb.fn.sum(sql<number>`length(domain)`).as('letters')])
      .where('user_id', '=', userId).executeTakeFirst()
    return `${Number(r?.n ?? 0)}:${r?.newest ?? ''}:${Number(r?.letters ?? 0)}`
  }

  /** Saved domains' names by id. */
  async names (ids: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>()
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db.selectFrom('domains').select(['id', 'domain']).where('id', 'in', ids.slice(i, i + 500)).execute()
      for (const r of rows) out.set(r.id, r.domain)
    }
    return out
  }
}
