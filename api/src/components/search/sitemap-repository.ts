// All SQL of sitemaps (table search_sitemaps, migration 600): what a property lists, replaced
// at each weekly read, when it was read and when it is read next (search_properties
// .sitemaps_read_at, .sitemaps_due_at, migration 660).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { SearchSitemapsTable } from './tables'

export type SitemapRow = Selectable<SearchSitemapsTable>

export interface SitemapFacts {
  path: string
  type: string | null
  lastSubmitted: string | null
  lastDownloaded: string | null
  isPending: boolean
  isIndex: boolean
  errors: number
  warnings: number
}

const CHUNK = 100

export class SearchSitemapRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async ofProperty (propertyId: number): Promise<SitemapRow[]> {
    return await this.db.selectFrom('search_sitemaps').selectAll().where('property_id', '=', propertyId).orderBy('path').execute()
  }

  /** Replaces the property's sitemaps with the ones just read; returns the ones it had before. */
  async replace (propertyId: number, sitemaps: readonly SitemapFacts[], now: string, nextDue: string): Promise<SitemapRow[]> {
    const before = await this.ofProperty(propertyId)
    await this.db.deleteFrom('search_sitemaps').where('property_id', '=', propertyId).execute()
    for (let i = 0; i < sitemaps.length; i += CHUNK) {
      await this.db.insertInto('search_sitemaps').values(sitemaps.slice(i, i + CHUNK).map((s) => ({
        property_id: propertyId,
        path: s.path,
        type: s.type,
        last_submitted: s.lastSubmitted,
        last_downloaded: s.lastDownloaded,
        is_pending: s.isPending ? 1 : 0,
        is_index: s.isIndex ? 1 : 0,
        errors: s.errors,
        warnings: s.warnings,
        read_at: now
      }))).execute()
    }
    await this.db.updateTable('search_properties').set({ sitemaps_read_at: now, sitemaps_due_at: nextDue }).where('id', '=', propertyId).execute()
    return before
  }
}
