// All SQL of URL inspections (table search_inspections, migration 600): one row per saved
// domain and the Google property standing for it, holding the latest result and when the next
// inspection is due, and the per-property daily quota counter on search_properties.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { InspectionVerdict, SearchAccountsTable, SearchInspectionsTable } from './tables'

export type InspectionRow = Selectable<SearchInspectionsTable>

/** A due inspection with what calling for it needs: the property and its account. */
export interface DueInspection extends InspectionRow {
  site_url: string
  account_id: string
  account: Selectable<SearchAccountsTable>
}

export interface InspectionResult {
  verdict: InspectionVerdict
  coverageState: string | null
  lastCrawlAt: string | null
  googleCanonical: string | null
  userCanonical: string | null
  robotsTxtState: string | null
  pageFetchState: string | null
  indexingState: string | null
}

export interface InspectionPair { propertyId: number, domainId: string, url: string }

const CHUNK = 200

export class SearchInspectionRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /**
   * Brings a user's rows of the saved domains `domainIds` (a page of them) in line with the
   * current matching (saved domain → Google property): new pairs are due at once, a pair whose
   * home page moved keeps its result until the next inspection, pairs no longer matched are
   * dropped. (Rows of deleted domains go with them: foreign key, on delete cascade.)
   */
  async alignSites (userId: string, domainIds: readonly string[], pairs: readonly InspectionPair[], now: string): Promise<void> {
    const key = (propertyId: number, domainId: string): string => `${propertyId}|${domainId}`
    const have = new Map<string, { property_id: number, domain_id: string, url: string }>()
    for (let i = 0; i < domainIds.length; i += CHUNK) {
      const rows = await this.db.selectFrom('search_inspections').select(['property_id', 'domain_id', 'url'])
        .where('user_id', '=', userId).where('domain_id', 'in', domainIds.slice(i, i + CHUNK)).execute()
      for (const r of rows) have.set(key(Number(r.property_id), r.domain_id), r)
    }
    const fresh: InspectionPair[] = []
    for (const p of pairs) {
      const row = have.get(key(p.propertyId, p.domainId))
      have.delete(key(p.propertyId, p.domainId))
      if (row === undefined) fresh.push(p)
      else if (row.url !== p.url) await this.db.updateTable('search_inspections').set({ url: p.url, due_at: now }).where('property_id', '=', p.propertyId).where('domain_id', '=', p.domainId).execute()
    }
    for (let i = 0; i < fresh.length; i += CHUNK) {
      await this.db.insertInto('search_inspections').values(fresh.slice(i, i + CHUNK).map((p) => ({ property_id: p.propertyId, domain_id: p.domainId, user_id: userId, url: p.url, due_at: now }))).execute()
    }
    for (const gone of have.values()) {
      await this.db.deleteFrom('search_inspections').where('property_id', '=', Number(gone.property_id)).where('domain_id', '=', gone.domain_id).execute()
    }
  }

  /** The pair's row, made (due now) when the sync has not made it yet. */
  async ensure (userId: string, pair: InspectionPair, now: string): Promise<void> {
    const row = await this.find(pair.propertyId, pair.domainId)
    if (row === undefined) await this.db.insertInto('search_inspections').values({ property_id: pair.propertyId, domain_id: pair.domainId, user_id: userId, url: pair.url, due_at: now }).execute()
    else if (row.url !== pair.url) await this.db.updateTable('search_inspections').set({ url: pair.url }).where('property_id', '=', pair.propertyId).where('domain_id', '=', pair.domainId).execute()
  }

  /** Inspections due, of listed properties still readable, on accounts that can be asked. */
  async due (now: string, limit: number): Promise<DueInspection[]> {
    const rows = await this.db.selectFrom('search_inspections as i')
      .innerJoin('search_properties as p', 'p.id', 'i.property_id')
      .innerJoin('search_accounts as a', 'a.id', 'p.account_id')
      .selectAll('i').select(['p.site_url', 'p.account_id'])
      .where('i.due_at', '<=', now).where('p.listed', '=', 1).where('p.access_lost_at', 'is', null)
      .where('a.kind', '!=', 'bing').where('a.status', 'not in', ['not-connected', 'bad-key', 'revoked'])
      .orderBy('i.due_at').orderBy('i.property_id').orderBy('i.domain_id').limit(limit).execute()
    const ids = [...new Set(rows.map((r) => r.account_id))]
    const accounts = ids.length === 0 ? [] : await this.db.selectFrom('search_accounts').selectAll().where('id', 'in', ids).execute()
    const byId = new Map(accounts.map((a) => [a.id, a]))
    return rows.map((r) => ({ ...r, account: byId.get(r.account_id)! }))
  }

  async find (propertyId: number, domainId: string): Promise<InspectionRow | undefined> {
    return await this.db.selectFrom('search_inspections').selectAll().where('property_id', '=', propertyId).where('domain_id', '=', domainId).executeTakeFirst()
  }

  /** A user's inspections of the pairs given (property id, domain id), by domain id: a page of the portfolio. */
  async ofPairs (userId: string, pairs: ReadonlyArray<{ propertyId: number, domainId: string }>): Promise<Map<string, InspectionRow>> {
    const wanted = new Set(pairs.map((p) => `${p.propertyId}|${p.domainId}`))
    const domainIds = [...new Set(pairs.map((p) => p.domainId))]
    const out = new Map<string, InspectionRow>()
    for (let i = 0; i < domainIds.length; i += CHUNK) {
      const rows = await this.db.selectFrom('search_inspections').selectAll().where('user_id', '=', userId)
        .where('domain_id', 'in', domainIds.slice(i, i + CHUNK)).where('inspected_at', 'is not', null).execute()
      for (const r of rows) if (wanted.has(`${Number(r.property_id)}|${r.domain_id}`)) out.set(r.domain_id, r)
    }
    return out
  }

  async saveResult (propertyId: number, domainId: string, url: string, r: InspectionResult, at: string, nextDue: string): Promise<void> {
    const values = {
      url,
      verdict: r.verdict,
      coverage_state: r.coverageState,
      last_crawl_at: r.lastCrawlAt,
      google_canonical: r.googleCanonical,
      user_canonical: r.userCanonical,
      robots_txt_state: r.robotsTxtState,
      page_fetch_state: r.pageFetchState,
      indexing_state: r.indexingState,
      inspected_at: at,
      error: null,
      due_at: nextDue
    }
    const updated = await this.db.updateTable('search_inspections').set(values).where('property_id', '=', propertyId).where('domain_id', '=', domainId).executeTakeFirst()
    if (Number(updated.numUpdatedRows) > 0) return
    const owner = await this.db.selectFrom('search_properties').select('user_id').where('id', '=', propertyId).executeTakeFirstOrThrow()
    await this.db.insertInto('search_inspections').values({ property_id: propertyId, domain_id: domainId, user_id: owner.user_id, ...values }).execute()
  }

  async saveError (propertyId: number, domainId: string, message: string, nextDue: string): Promise<void> {
    await this.db.updateTable('search_inspections').set({ error: message.slice(0, 500), due_at: nextDue }).where('property_id', '=', propertyId).where('domain_id', '=', domainId).execute()
  }

  /** Postpones the property's due inspections (its daily quota is spent, or Google asked to wait). */
  async postponeProperty (propertyId: number, until: string): Promise<void> {
    await this.db.updateTable('search_inspections').set({ due_at: until }).where('property_id', '=', propertyId).where('due_at', '<', until).execute()
  }

  /** Makes one site's inspection due now (asked for on demand). */
  async request (propertyId: number, domainId: string, now: string): Promise<void> {
    await this.db.updateTable('search_inspections').set({ due_at: now }).where('property_id', '=', propertyId).where('domain_id', '=', domainId).execute()
  }

  /** Gives back a call that Google refused with a 429 (it answered nothing: no quota spent on it). */
  async refundQuota (propertyId: number, day: number): Promise<void> {
    await this.db.updateTable('search_properties').set((eb) => ({ inspect_count: eb('inspect_count', '-', 1) }))
      .where('id', '=', propertyId).where('inspect_day', '=', day).where('inspect_count', '>', 0).execute()
  }

  /**
   * Counts one URL Inspection call against the property's daily quota (`day` a day number):
   * false, and nothing counted, when `perDay` calls were already made that day.
   */
  async takeQuota (propertyId: number, day: number, perDay: number): Promise<boolean> {
    // One statement: a new day starts the count at 1, the same day adds 1 while under perDay.
    const taken = await this.db.updateTable('search_properties')
      .set((eb) => ({
        inspect_count: eb.case().when('inspect_day', '=', day).then(eb('inspect_count', '+', 1)).else(1).end(),
        inspect_day: day
      }))
      .where('id', '=', propertyId)
      .where((eb) => eb.or([eb('inspect_day', 'is', null), eb('inspect_day', '!=', day), eb('inspect_count', '<', perDay)]))
      .executeTakeFirst()
    return Number(taken.numUpdatedRows) > 0
  }
}
