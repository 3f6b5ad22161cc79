// All SQL of the listings (reputation_listings): what each provider reported for a value, from
// first seen to delisted. Rows are never deleted: they are a value's history.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { Listing } from './providers/return-codes'
import type { ProviderId, ValueKind } from './providers'

export interface ListingChange {
  value: string
  kind: ValueKind
  category: string
  code: string
  firstSeen: string
  /** Set for a listing that ended. */
  delistedAt: string | null
}

/** A site a value belongs to: the domain itself, or a domain whose DNS found the IP. */
export interface ValueOwner {
  value: string
  domainId: string
  userId: string
  domain: string
  superCategory: SuperCategoryValue
}

export class ListingRepository {
  private readonly db: Kysely<Database>

  constructor (db: Kysely<Database>) {
    this.db = db
  }

  /**
   * Stores one value's listings as the provider reports them today: new categories open a
   * listing, missing ones end theirs, the rest are marked checked. Returns what changed.
   */
  async apply (id: ProviderId, kind: ValueKind, value: string, today: readonly Listing[], at: string, baseline: boolean): Promise<ListingChange[]> {
    const open = await this.db.selectFrom('reputation_listings').select(['id', 'category', 'code', 'first_seen']).where('provider', '=', id).where('value', '=', value).where('delisted_at', 'is', null).execute()
    const changes: ListingChange[] = []
    const still = new Set(today.map((l) => l.category))
    const ended = open.filter((o) => !still.has(o.category))
    if (ended.length > 0) await this.db.updateTable('reputation_listings').set({ delisted_at: at, last_checked: at }).where('id', 'in', ended.map((o) => o.id)).execute()
    for (const o of ended) changes.push({ value, kind, category: o.category, code: o.code, firstSeen: o.first_seen, delistedAt: at })
    const known = new Set(open.map((o) => o.category))
    const added = today.filter((l) => !known.has(l.category))
    if (added.length > 0) {
      await this.db.insertInto('reputation_listings').values(added.map((l) => ({ provider: id, value, kind, category: l.category, code: l.code, first_seen: at, last_checked: at, delisted_at: null, baseline: baseline ? 1 : 0 }))).execute()
    }
    for (const l of added) changes.push({ value, kind, category: l.category, code: l.code, firstSeen: at, delistedAt: null })
    const kept = open.filter((o) => still.has(o.category)).map((o) => o.id)
    if (kept.length > 0) await this.db.updateTable('reputation_listings').set({ last_checked: at }).where('id', 'in', kept).execute()
    return changes
  }

  /** The sites each value belongs to, whoever saved them. */
  async owners (kind: ValueKind, values: readonly string[]): Promise<ValueOwner[]> {
    if (values.length === 0) return []
    if (kind === 'domain') {
      const rows = await this.db.selectFrom('domains').select(['domain as value', 'id', 'user_id', 'domain', 'super_category']).where('domain', 'in', values).execute()
      return rows.map((r) => ({ value: r.value, domainId: r.id, userId: r.user_id, domain: r.domain, superCategory: r.super_category }))
    }
    const rows = await this.db.selectFrom('domain_footprints as f').innerJoin('domains as d', 'd.id', 'f.domain_id')
      .select(['f.value', 'd.id', 'd.user_id', 'd.domain', 'd.super_category']).where('f.kind', '=', 'ip').where('f.value', 'in', values).execute()
    return rows.map((r) => ({ value: r.value, domainId: r.id, userId: r.user_id, domain: r.domain, superCategory: r.super_category }))
  }

  /** Per user, how many of their sites' values a provider lists now (the first round's summary). */
  async listedNowByUser (id: ProviderId): Promise<Array<{ userId: string, values: string[] }>> {
    const listed = await this.db.selectFrom('reputation_listings').select(['value', 'kind']).distinct().where('provider', '=', id).where('delisted_at', 'is', null).execute()
    const byUser = new Map<string, Set<string>>()
    for (const kind of ['domain', 'ip'] as const) {
      const values = listed.filter((l) => l.kind === kind).map((l) => l.value)
      for (let i = 0; i < values.length; i += 500) {
        for (const o of await this.owners(kind, values.slice(i, i + 500))) byUser.set(o.userId, (byUser.get(o.userId) ?? new Set()).add(o.value))
      }
    }
    return [...byUser].map(([userId, values]) => ({ userId, values: [...values].sort() }))
  }
}
