// The change counters behind the read cache (table data_versions, migration 005). A write bumps
// the areas it changes inside its own transaction; a cached list remembers the counters it was
// built under and is served only while they are unchanged. The counters live in the database,
// not in memory, so a write through another replica or a standalone worker counts too.
import type { Kysely } from 'kysely'
import type { DataArea, Database, SuperCategoryValue } from '../db/schema'

export const domainsArea = (scope: SuperCategoryValue): DataArea => `domains:${scope}`
export const checksArea = (scope: SuperCategoryValue): DataArea => `checks:${scope}`
/** The network footprints the checks find (a site's IPs, its nameserver set), apart from the other results. */
export const footprintsArea = (scope: SuperCategoryValue): DataArea => `footprints:${scope}`
export const HOSTING_AREA: DataArea = 'hosting'

/** Which areas a kind of write changes. */
export const changedBy = {
  /** A domain's own fields (note, issue date, Bing index state): its scope's lists. */
  record: (scope: SuperCategoryValue): DataArea[] => [domainsArea(scope)],
  /**
   * A result of the checks worker (status, affiliate link), which at 50,000 domains records
   * dozens a second: cached lists may trail these by a few seconds (platform/read-cache/read-cache.ts).
   */
  check: (scope: SuperCategoryValue): DataArea[] => [checksArea(scope)],
  /**
   * A check that changed a domain's network footprints (its IPs, its nameservers): only the
   * Footprints answers, which do not depend on the status results, so a check round's results
   * do not rebuild them (70,000 memberships at 50,000 domains) every few seconds.
   */
  footprints: (scope: SuperCategoryValue): DataArea[] => [footprintsArea(scope)],
  /** A domain saved, deleted or renamed: also the hosting overview, which lists it by name. */
  identity: (scope: SuperCategoryValue): DataArea[] => [domainsArea(scope), HOSTING_AREA],
  /** Hosting accounts, servers and a domain's hosting link. */
  hosting: (): DataArea[] => [HOSTING_AREA]
} as const

export class DataVersionRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** Marks these areas of one user as changed. Call it in the transaction of the write. */
  async bump (userId: string, areas: readonly DataArea[]): Promise<void> {
    const unique = [...new Set(areas)]
    if (unique.length === 0) return
    await this.db.insertInto('data_versions')
      .values(unique.map((area) => ({ user_id: userId, area, version: 1 })))
      .onConflict((oc) => oc.columns(['user_id', 'area']).doUpdateSet((eb) => ({ version: eb('data_versions.version', '+', 1) })))
      .execute()
  }

  /** As bump, for the owner of a domain known only by id (a deleted one changes nothing). */
  async bumpOwnerOf (domainId: string, areasOf: (scope: SuperCategoryValue) => DataArea[]): Promise<void> {
    const row = await this.db.selectFrom('domains').select(['user_id', 'super_category']).where('id', '=', domainId).executeTakeFirst()
    if (row !== undefined) await this.bump(row.user_id, areasOf(row.super_category))
  }

  /** As bump, for every user who has domains in this scope (an admin's change of everyone's). */
  async bumpOwnersIn (scope: SuperCategoryValue, areas: readonly DataArea[]): Promise<void> {
    for (const area of new Set(areas)) {
      await this.db.insertInto('data_versions')
        .columns(['user_id', 'area', 'version'])
        // Typed parameters: PostgreSQL cannot infer the type of a bare one under DISTINCT.
        .expression((eb) => eb.selectFrom('domains').select((s) => ['user_id', s.cast<DataArea>(s.val(area), 'text').as('area'), s.cast<number>(s.val(1), 'integer').as('version')])
          .where('super_category', '=', scope).distinct())
        .onConflict((oc) => oc.columns(['user_id', 'area']).doUpdateSet((eb) => ({ version: eb('data_versions.version', '+', 1) })))
        .execute()
    }
  }

  /**
   * Per area, a token that changes whenever the area changes: for one user, or (userId
   * undefined) for everyone, as the sum and number of all users' counters. One query.
   */
  async versions (userId: string | undefined, areas: readonly DataArea[]): Promise<Map<DataArea, string>> {
    let query = this.db.selectFrom('data_versions')
      .select((eb) => ['area', eb.fn.sum<string | number>('version').as('total'), eb.fn.countAll<string | number>().as('rows')])
      .where('area', 'in', [...areas])
      .groupBy('area')
    if (userId !== undefined) query = query.where('user_id', '=', userId)
    const rows = await query.execute()
    const byArea = new Map(rows.map((r) => [r.area, `${Number(r.total)}/${Number(r.rows)}`]))
    return new Map(areas.map((area) => [area, byArea.get(area) ?? '0/0']))
  }
}
