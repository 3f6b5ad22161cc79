// All SQL of search accounts and their sync state (table search_accounts, migration 500).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { SealedRow } from '../../platform/lib/reseal'
import { SearchRollupRepository } from './rollup-repository'
import type { SearchAccountKind, SearchAccountsTable, SearchStatus } from './tables'

export type SearchAccountRow = Selectable<SearchAccountsTable>

export interface AccountListRow extends SearchAccountRow {
  properties: number
  readable: number
}

export class SearchAccountRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async insert (row: { id: string, userId: string, kind: SearchAccountKind, name: string, credentials: string, connected: boolean, now: string }): Promise<void> {
    await this.db.insertInto('search_accounts').values({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      name: row.name,
      credentials: row.credentials,
      status: row.connected ? 'ok' : 'not-connected',
      status_message: row.connected ? null : 'Not connected yet: press Connect to authorise read access in Google',
      created_at: row.now,
      updated_at: row.now,
      connected_at: row.connected ? row.now : null,
      last_sync_at: null,
      // An account with credentials syncs at once; an OAuth one once connected.
      sync_state: row.connected ? 'queued' : 'idle',
      sync_due_at: row.connected ? row.now : '9999-12-31T00:00:00.000Z',
      baseline_done: 0
    }).execute()
  }

  /** One user's accounts (or one of them) with their property counts. */
  async list (userId: string, id?: string): Promise<AccountListRow[]> {
    const rows = await this.db.selectFrom('search_accounts as a').selectAll('a')
      .select((eb) => [
        eb.selectFrom('search_properties as p').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('p.account_id', '=', 'a.id').where('p.listed', '=', 1).as('properties'),
        eb.selectFrom('search_properties as p').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('p.account_id', '=', 'a.id').where('p.listed', '=', 1)
          .where('p.permission', 'in', ['siteOwner', 'siteFullUser', 'siteRestrictedUser', 'verified']).as('readable')
      ])
      .where('a.user_id', '=', userId)
      .$if(id !== undefined, (qb) => qb.where('a.id', '=', id!))
      .orderBy('a.name').orderBy('a.id').execute()
    return rows.map((r) => ({ ...r, properties: Number(r.properties ?? 0), readable: Number(r.readable ?? 0) }))
  }

  async find (id: string): Promise<SearchAccountRow | undefined> {
    return await this.db.selectFrom('search_accounts').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async update (id: string, values: { name?: string, credentials?: string }, now: string): Promise<void> {
    await this.db.updateTable('search_accounts').set({ ...values, updated_at: now }).where('id', '=', id).execute()
  }

  /** New credentials that work without a consent (key, API key): the account syncs again from a silent first sync. */
  async reconnect (id: string, credentials: string | undefined, connected: boolean, now: string): Promise<void> {
    await this.db.updateTable('search_accounts').set({
      ...(credentials === undefined ? {} : { credentials }),
      status: connected ? 'ok' : 'not-connected',
      status_message: connected ? null : 'Not connected yet: press Connect to authorise read access in Google',
      connected_at: connected ? now : null,
      sync_state: connected ? 'queued' : 'idle',
      sync_due_at: connected ? now : '9999-12-31T00:00:00.000Z',
      baseline_done: 0,
      updated_at: now
    }).where('id', '=', id).execute()
  }

  async delete (id: string): Promise<void> {
    await this.db.deleteFrom('search_daily').where('property_id', 'in', (eb) => eb.selectFrom('search_properties').select('id').where('account_id', '=', id)).execute()
    await new SearchRollupRepository(this.db).deleteOfAccount(id)
    await this.db.deleteFrom('search_properties').where('account_id', '=', id).execute()
    await this.db.deleteFrom('search_accounts').where('id', '=', id).execute()
  }

  async requestSync (id: string, now: string): Promise<void> {
    await this.db.updateTable('search_accounts').set({ sync_state: 'queued', sync_due_at: now })
      .where('id', '=', id).where('sync_state', '!=', 'running').where('status', '!=', 'not-connected').execute()
  }

  async due (now: string, limit: number): Promise<SearchAccountRow[]> {
    return await this.db.selectFrom('search_accounts').selectAll()
      .where('status', '!=', 'not-connected')
      .where((eb) => eb.or([eb('sync_state', '!=', 'idle'), eb('sync_due_at', '<=', now)]))
      .orderBy('sync_due_at').orderBy('id').limit(limit).execute()
  }

  /** The account's properties were matched against the saved domains marked `fingerprint`. */
  async matched (id: string, fingerprint: string): Promise<void> {
    await this.db.updateTable('search_accounts').set({ matched_sites: fingerprint }).where('id', '=', id).execute()
  }

  async running (id: string): Promise<void> {
    await this.db.updateTable('search_accounts').set({ sync_state: 'running' }).where('id', '=', id).execute()
  }

  async finished (id: string, outcome: { at: string, status: SearchStatus, message: string | null, nextDue: string, baselineDone?: boolean }): Promise<void> {
    await this.db.updateTable('search_accounts').set({
      sync_state: 'idle',
      sync_due_at: outcome.nextDue,
      last_sync_at: outcome.at,
      status: outcome.status,
      status_message: outcome.message,
      ...(outcome.baselineDone === true ? { baseline_done: 1 } : {})
    }).where('id', '=', id).execute()
  }

  async sealedPage (afterId: string | null, limit: number): Promise<SealedRow[]> {
    let query = this.db.selectFrom('search_accounts').select(['id', 'credentials as sealed']).orderBy('id').limit(limit)
    if (afterId !== null) query = query.where('id', '>', afterId)
    return await query.execute()
  }

  async replaceSealed (row: SealedRow, sealed: string): Promise<boolean> {
    const result = await this.db.updateTable('search_accounts').set({ credentials: sealed }).where('id', '=', row.id).where('credentials', '=', row.sealed).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }
}
