// The saved domains search figures are matched to (table domains, owned by the domains
// component: read only here).
import type { Kysely } from 'kysely'
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
