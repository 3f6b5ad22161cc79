// All SQL of search properties (table search_properties, migration 500).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { PropertyFacts } from './providers/provider'
import { ROLLUP_COLUMNS, type Rollup, rollupOf } from './rollup-repository'
import type { SearchAccountKind, SearchPropertiesTable } from './tables'

export type PropertyRow = Selectable<SearchPropertiesTable>
export interface UserPropertyRow extends PropertyRow { account_kind: SearchAccountKind, account_name: string }

/**
 * What the portfolio table and the overview's card read of each property: matching's fields, how
 * far it is read, its drop, and its roll-up when that is through its final day.
 */
export interface LeanProperty extends Pick<PropertyRow, 'id' | 'kind' | 'host' | 'permission' | 'final_through' | 'drop_since'> {
  siteUrl: string
  accountKind: SearchAccountKind
  rollup: Rollup | null
}

/** Rows read or written at a time by the whole-account steps. */
const MARK_PAGE = 500

export const READABLE_PERMISSIONS = ['siteOwner', 'siteFullUser', 'siteRestrictedUser', 'verified']

export class SearchPropertyRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /**
   * Brings the account's rows in line with what its API listed: new ones added, gone ones marked
   * unlisted. Written in batches; kept between them only the ids of the rows listed.
   */
  async saveListed (accountId: string, userId: string, facts: readonly PropertyFacts[], now: string): Promise<void> {
    const seen = new Set<number>()
    for (let i = 0; i < facts.length; i += MARK_PAGE) {
      const batch = new Map(facts.slice(i, i + MARK_PAGE).map((f) => [f.siteUrl, f]))
      const existing = await this.db.selectFrom('search_properties').select(['id', 'site_url', 'kind', 'host', 'permission', 'listed'])
        .where('account_id', '=', accountId).where('site_url', 'in', [...batch.keys()]).execute()
      for (const r of existing) {
        const f = batch.get(r.site_url)!
        batch.delete(r.site_url)
        seen.add(r.id)
        if (r.kind !== f.kind || r.host !== f.host || r.permission !== f.permission || r.listed !== 1) {
          await this.db.updateTable('search_properties').set({ kind: f.kind, host: f.host, permission: f.permission, listed: 1, updated_at: now }).where('id', '=', r.id).execute()
        }
      }
      if (batch.size > 0) {
        const added = await this.db.insertInto('search_properties').values([...batch.values()].map((f) => ({
          account_id: accountId,
          user_id: userId,
          site_url: f.siteUrl,
          kind: f.kind,
          host: f.host,
          permission: f.permission,
          listed: 1,
          access_lost_at: null,
          error: null,
          final_through: null,
          read_through: null,
          perf_due_at: now,
          drop_since: null,
          updated_at: now
        }))).returning('id').execute()
        for (const r of added) seen.add(r.id)
      }
    }
    let after = 0
    for (;;) {
      const listed = await this.db.selectFrom('search_properties').select('id').where('account_id', '=', accountId).where('listed', '=', 1)
        .where('id', '>', after).orderBy('id').limit(MARK_PAGE).execute()
      const gone = listed.filter((r) => !seen.has(r.id)).map((r) => r.id)
      if (gone.length > 0) await this.db.updateTable('search_properties').set({ listed: 0, updated_at: now }).where('id', 'in', gone).execute()
      if (listed.length < MARK_PAGE) return
      after = listed[listed.length - 1].id
    }
  }

  async ofAccount (accountId: string): Promise<PropertyRow[]> {
    return await this.db.selectFrom('search_properties').selectAll().where('account_id', '=', accountId).where('listed', '=', 1).orderBy('site_url').execute()
  }

  /**
   * Marks which of the account's properties stand for a saved domain: the listed ones in `used`
   * (the others not; unlisted ones are left counted as monitored, they are never read). Read and
   * written in id pages, in one transaction.
   */
  async markMonitored (accountId: string, used: ReadonlySet<number>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      let after = 0
      for (;;) {
        const rows = await trx.selectFrom('search_properties').select(['id', 'listed', 'monitored'])
          .where('account_id', '=', accountId).where('id', '>', after).orderBy('id').limit(MARK_PAGE).execute()
        const on: number[] = []
        const off: number[] = []
        for (const r of rows) {
          const want = r.listed === 1 && !used.has(r.id) ? 0 : 1
          if (r.monitored !== want) (want === 1 ? on : off).push(r.id)
        }
        if (on.length > 0) await trx.updateTable('search_properties').set({ monitored: 1 }).where('id', 'in', on).execute()
        if (off.length > 0) await trx.updateTable('search_properties').set({ monitored: 0 }).where('id', 'in', off).execute()
        if (rows.length < MARK_PAGE) return
        after = rows[rows.length - 1].id
      }
    })
  }

  /** The account's listed properties and how many of them stand for a saved domain. */
  async counts (accountId: string): Promise<{ listed: number, monitored: number }> {
    const r = await this.db.selectFrom('search_properties').select((eb) => [eb.fn.countAll().as('listed'), eb.fn.sum('monitored').as('monitored')])
      .where('account_id', '=', accountId).where('listed', '=', 1).executeTakeFirst()
    return { listed: Number(r?.listed ?? 0), monitored: Number(r?.monitored ?? 0) }
  }

  /** What the traffic-drop rule needs of the account's readable properties with final days: `limit` of them after the id `after`, in id order. */
  async dropStates (accountId: string, after: number, limit: number): Promise<Array<{ id: number, host: string, final_through: number, drop_since: number | null }>> {
    const rows = await this.db.selectFrom('search_properties').select(['id', 'host', 'final_through', 'drop_since']).where('account_id', '=', accountId).where('listed', '=', 1)
      .where('final_through', 'is not', null).where('access_lost_at', 'is', null).where('id', '>', after).orderBy('id').limit(limit).execute()
    return rows.map((r) => ({ ...r, final_through: r.final_through! }))
  }

  /** Every listed property of a user's accounts, with the account's kind and name. */
  async ofUser (userId: string): Promise<UserPropertyRow[]> {
    return await this.db.selectFrom('search_properties as p').innerJoin('search_accounts as a', 'a.id', 'p.account_id')
      .selectAll('p').select(['a.kind as account_kind', 'a.name as account_name'])
      .where('p.user_id', '=', userId).where('a.user_id', '=', userId).where('p.listed', '=', 1)
      .orderBy('p.host').orderBy('p.id').execute()
  }

  /**
   * ofUser's properties as LeanProperty, in the same order (matching keeps the first of equals),
   * each with its roll-up when that is through its final day: one read for the whole table.
   */
  async leanOfUser (userId: string): Promise<LeanProperty[]> {
    const rows = await this.db.selectFrom('search_properties as p').innerJoin('search_accounts as a', 'a.id', 'p.account_id')
      .leftJoin('search_rollups as r', (join) => join.onRef('r.property_id', '=', 'p.id').onRef('r.through', '=', 'p.final_through'))
      .select(['p.id', 'p.kind', 'p.host', 'p.site_url', 'p.permission', 'p.final_through', 'p.drop_since', 'a.kind as account_kind', ...ROLLUP_COLUMNS])
      .where('p.user_id', '=', userId).where('a.user_id', '=', userId).where('p.listed', '=', 1)
      .orderBy('p.host').orderBy('p.id').execute()
    return rows.map((r) => ({ id: r.id, kind: r.kind, host: r.host, siteUrl: r.site_url, permission: r.permission, final_through: r.final_through, drop_since: r.drop_since, accountKind: r.account_kind, rollup: rollupOf(r) }))
  }

  /** The listed properties of a user's accounts whose host is one of `hosts` (one site's candidates). */
  async ofUserHosts (userId: string, hosts: readonly string[]): Promise<UserPropertyRow[]> {
    if (hosts.length === 0) return []
    return await this.db.selectFrom('search_properties as p').innerJoin('search_accounts as a', 'a.id', 'p.account_id')
      .selectAll('p').select(['a.kind as account_kind', 'a.name as account_name'])
      .where('p.user_id', '=', userId).where('a.user_id', '=', userId).where('p.listed', '=', 1).where('p.host', 'in', hosts)
      .orderBy('p.host').orderBy('p.id').execute()
  }

  /** The first `limit` of the account's monitored readable properties whose daily read is due. */
  async duePerf (accountId: string, now: string, limit: number): Promise<PropertyRow[]> {
    return await this.db.selectFrom('search_properties').selectAll().where('account_id', '=', accountId).where('listed', '=', 1).where('monitored', '=', 1)
      .where('permission', 'in', READABLE_PERMISSIONS).where('perf_due_at', '<=', now).orderBy('perf_due_at').orderBy('id').limit(limit).execute()
  }

  /** The daily read went through; `backfillBefore` (on a first read) starts the chunked backfill below that day. */
  async read (id: number, values: { finalThrough: number, readThrough: number, nextDue: string, now: string, backfillBefore?: number | null }): Promise<void> {
    await this.db.updateTable('search_properties')
      .set({
        final_through: values.finalThrough,
        read_through: values.readThrough,
        perf_due_at: values.nextDue,
        access_lost_at: null,
        error: null,
        updated_at: values.now,
        ...(values.backfillBefore === undefined ? {} : { backfill_before: values.backfillBefore })
      })
      .where('id', '=', id).execute()
  }

  /** The first `limit` of the account's monitored readable properties whose backfill is not done, the most recent gap first. */
  async backfilling (accountId: string, limit: number): Promise<PropertyRow[]> {
    return await this.db.selectFrom('search_properties').selectAll().where('account_id', '=', accountId).where('listed', '=', 1).where('monitored', '=', 1)
      .where('permission', 'in', READABLE_PERMISSIONS).where('access_lost_at', 'is', null).where('backfill_before', 'is not', null)
      .orderBy('backfill_before', 'desc').orderBy('id').limit(limit).execute()
  }

  /** The backfill read the days from `before` on; null once it reached the oldest day kept. */
  async backfilled (id: number, before: number | null): Promise<void> {
    await this.db.updateTable('search_properties').set({ backfill_before: before }).where('id', '=', id).execute()
  }

  /**
   * Access refused: marks the property lost and returns whether it was readable until now (so
   * the event is raised once). `nextDue`, the daily read's next try, is set either way when given.
   */
  async lost (id: number, message: string, now: string, nextDue?: string): Promise<boolean> {
    const schedule = nextDue === undefined ? {} : { perf_due_at: nextDue }
    const result = await this.db.updateTable('search_properties').set({ access_lost_at: now, error: message, ...schedule, updated_at: now })
      .where('id', '=', id).where('access_lost_at', 'is', null).executeTakeFirst()
    if (Number(result.numUpdatedRows) > 0) return true
    if (nextDue !== undefined) await this.db.updateTable('search_properties').set({ error: message, perf_due_at: nextDue, updated_at: now }).where('id', '=', id).execute()
    return false
  }

  async setDrop (id: number, since: number | null): Promise<void> {
    await this.db.updateTable('search_properties').set({ drop_since: since }).where('id', '=', id).execute()
  }
}
