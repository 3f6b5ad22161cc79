// All SQL of registrar accounts and their sync state (table registrar_accounts, migration 120).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { RegistrarAccountsTable, RegistrarProviderName, SyncResultValue } from './tables'
import type { SealedRow } from '../../platform/lib/reseal'

/** An account as read: every column but updated_at and sync_started_at. */
export type AccountRow = Omit<Selectable<RegistrarAccountsTable>, 'updated_at' | 'sync_started_at'>

export interface AccountListRow extends AccountRow {
  owner_email: string
  domain_count: number
}

const COLUMNS = [
  'a.id', 'a.user_id', 'a.provider', 'a.name', 'a.credentials', 'a.created_at', 'a.last_sync_at', 'a.last_sync_result', 'a.last_sync_message',
  'a.last_good_sync_at', 'a.failures_in_a_row', 'a.sync_state', 'a.sync_due_at', 'a.sync_cursor', 'a.sync_step', 'a.sync_done', 'a.sync_total'
] as const

export class RegistrarRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async insert (row: { id: string, userId: string, provider: RegistrarProviderName, name: string, credentials: string, now: string }): Promise<void> {
    await this.db.insertInto('registrar_accounts').values({
      id: row.id,
      user_id: row.userId,
      provider: row.provider,
      name: row.name,
      credentials: row.credentials,
      created_at: row.now,
      updated_at: row.now,
      last_sync_at: null,
      last_sync_result: null,
      last_sync_message: null,
      last_good_sync_at: null,
      failures_in_a_row: 0,
      // A new account syncs at once.
      sync_state: 'queued',
      sync_due_at: row.now,
      sync_cursor: null,
      sync_step: 0,
      sync_done: 0,
      sync_total: null,
      sync_started_at: null
    }).execute()
  }

  /** Accounts with owner e-mail and domain count: one user's, or everyone's (userId undefined); or one account. */
  async list (filter: { userId?: string, id?: string }): Promise<AccountListRow[]> {
    const rows = await this.db.selectFrom('registrar_accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(COLUMNS)
      .select((eb) => ['u.email as owner_email', eb.selectFrom('registrar_domains as d').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('d.account_id', '=', 'a.id').as('domain_count')])
      .$if(filter.userId !== undefined, (qb) => qb.where('a.user_id', '=', filter.userId!))
      .$if(filter.id !== undefined, (qb) => qb.where('a.id', '=', filter.id!))
      .orderBy('a.name').orderBy('a.id')
      .execute()
    return rows.map((r) => ({ ...r, domain_count: Number(r.domain_count ?? 0) }))
  }

  async find (id: string): Promise<AccountRow | undefined> {
    return await this.db.selectFrom('registrar_accounts as a').select(COLUMNS).where('a.id', '=', id).executeTakeFirst()
  }

  async update (id: string, values: { name?: string, credentials?: string }, now: string): Promise<void> {
    await this.db.updateTable('registrar_accounts').set({ ...values, updated_at: now }).where('id', '=', id).execute()
  }

  /** Accounts by id after `afterId`, with their sealed credentials (re-sealing under a new key). */
  async sealedPage (afterId: string | null, limit: number): Promise<SealedRow[]> {
    let query = this.db.selectFrom('registrar_accounts').select(['id', 'credentials as sealed']).orderBy('id').limit(limit)
    if (afterId !== null) query = query.where('id', '>', afterId)
    return await query.execute()
  }

  /** Replaces the sealed credentials unless they changed since they were read. */
  async replaceSealed (row: SealedRow, sealed: string): Promise<boolean> {
    const result = await this.db.updateTable('registrar_accounts').set({ credentials: sealed }).where('id', '=', row.id).where('credentials', '=', row.sealed).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async delete (id: string): Promise<void> {
    await this.db.deleteFrom('registrar_accounts').where('id', '=', id).execute()
  }

  /** Asks for a sync now; one already running goes on. */
  async requestSync (id: string, now: string): Promise<void> {
    await this.db.updateTable('registrar_accounts').set({ sync_state: 'queued', sync_due_at: now })
      .where('id', '=', id).where('sync_state', '!=', 'running').execute()
  }

  /** Accounts whose sync is running, asked for or due, oldest due first. */
  async due (now: string, limit: number): Promise<AccountRow[]> {
    return await this.db.selectFrom('registrar_accounts as a').select(COLUMNS)
      .where((eb) => eb.or([eb('a.sync_state', '!=', 'idle'), eb('a.sync_due_at', '<=', now)]))
      .orderBy('a.sync_due_at').orderBy('a.id').limit(limit).execute()
  }

  async start (id: string, now: string): Promise<void> {
    await this.db.updateTable('registrar_accounts')
      .set({ sync_state: 'running', sync_cursor: null, sync_step: 0, sync_done: 0, sync_total: null, sync_started_at: now })
      .where('id', '=', id).execute()
  }

  /** Where the sync goes on after a step, and how far it is. */
  async progress (id: string, p: { cursor: string | null, step: number, done: number, total: number | null }): Promise<void> {
    await this.db.updateTable('registrar_accounts')
      .set({ sync_cursor: p.cursor, sync_step: p.step, sync_done: p.done, sync_total: p.total })
      .where('id', '=', id).execute()
  }

  async finished (id: string, outcome: { at: string, result: SyncResultValue, message: string | null, nextDue: string, total?: number }): Promise<number> {
    const ok = outcome.result === 'ok'
    await this.db.updateTable('registrar_accounts')
      .set((eb) => ({
        sync_state: 'idle',
        sync_cursor: null,
        sync_step: 0,
        sync_due_at: outcome.nextDue,
        last_sync_at: outcome.at,
        last_sync_result: outcome.result,
        last_sync_message: outcome.message,
        ...(ok ? { last_good_sync_at: outcome.at, failures_in_a_row: 0, ...(outcome.total === undefined ? {} : { sync_done: outcome.total, sync_total: outcome.total }) } : { failures_in_a_row: eb('failures_in_a_row', '+', 1) })
      }))
      .where('id', '=', id).execute()
    const row = await this.db.selectFrom('registrar_accounts').select('failures_in_a_row').where('id', '=', id).executeTakeFirst()
    return row?.failures_in_a_row ?? 0
  }
}
