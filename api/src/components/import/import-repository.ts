// All SQL of CSV imports: the stored preview, the user's current data it is compared with, the
// batched writes of apply and the progress figures. Batch writes use multi-row inserts and one
// lookup per batch, so 50,000 rows are a few hundred statements, not a quarter of a million.
import type { Kysely, Selectable } from 'kysely'
import { yieldToLoop } from '../../platform/lib/yield-to-loop'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { ImportPreviewRowsTable, ImportsTable, ImportState } from './tables'
import type { NewDomain } from '../domains'

/** Preview rows per insert: 4 values each, well under SQLite's 32,766 bound parameters. */
const PREVIEW_BATCH = 500
/** Domains per read of the user's current state (a few ms each). */
const STATE_PAGE = 2000

export type ImportRow = Selectable<ImportsTable>

/** A saved domain as an import compares it, with the name of the server it is hosted on. */
export type DomainStateRow = Pick<Selectable<Database['domains']>, 'id' | 'super_category' | 'domain' | 'category' | 'issue_date' | 'note'> & { server: string | null }

/** A server as an import compares it, with its account's platform and e-mail. */
export type ServerStateRow = Pick<Selectable<Database['hosting_servers']>, 'id' | 'name' | 'expiry_date'> &
  Pick<Selectable<Database['hosting_accounts']>, 'platform' | 'email'>

export class ImportRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** Every domain of the user in these scopes, with the name of its hosting server. */
  async domainsOf (userId: string, scopes: SuperCategoryValue[], names?: string[]): Promise<DomainStateRow[]> {
    let query = this.db.selectFrom('domains as d')
      .leftJoin('domain_hosting as h', 'h.domain_id', 'd.id')
      .leftJoin('hosting_servers as s', 's.id', 'h.server_id')
      .select(['d.id', 'd.super_category', 'd.domain', 'd.category', 'd.issue_date', 'd.note', 's.name as server'])
      .where('d.user_id', '=', userId).where('d.super_category', 'in', scopes)
    if (names !== undefined) query = query.where('d.domain', 'in', names)
    return await query.execute()
  }

  /**
   * Every domain of the user in these scopes (what a preview compares with), read in pages of
   * STATE_PAGE by the (user, scope, domain) key with a turn of the event loop between pages: one
   * statement for a 50,000-domain portfolio held the loop for 250 ms and more. The
   * pages are separate reads, as a preview is a look at the data, not a lock on it.
   */
  async allDomainsOf (userId: string, scopes: SuperCategoryValue[]): Promise<DomainStateRow[]> {
    const found: DomainStateRow[] = []
    for (const scope of scopes) {
      let after: string | undefined
      for (;;) {
        if (found.length > 0) await yieldToLoop()
        let query = this.db.selectFrom('domains as d')
          .leftJoin('domain_hosting as h', 'h.domain_id', 'd.id')
          .leftJoin('hosting_servers as s', 's.id', 'h.server_id')
          .select(['d.id', 'd.super_category', 'd.domain', 'd.category', 'd.issue_date', 'd.note', 's.name as server'])
          .where('d.user_id', '=', userId).where('d.super_category', '=', scope)
        if (after !== undefined) query = query.where('d.domain', '>', after)
        const page = await query.orderBy('d.domain').limit(STATE_PAGE).execute()
        found.push(...page)
        if (page.length < STATE_PAGE) break
        after = page[page.length - 1].domain
      }
    }
    return found
  }

  async serversOf (userId: string): Promise<ServerStateRow[]> {
    return await this.db.selectFrom('hosting_servers as s')
      .innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .select(['s.id', 's.name', 'a.platform', 'a.email', 's.expiry_date'])
      .where('s.user_id', '=', userId)
      .execute()
  }

  async create (row: Pick<ImportsTable, 'id' | 'user_id' | 'super_category' | 'state' | 'plan' | 'total' | 'created_at' | 'expires_at'>): Promise<void> {
    await this.db.insertInto('imports').values({ ...row, applied_at: null, finished_at: null }).execute()
  }

  /**
   * Stores the preview rows in file order, PREVIEW_BATCH a statement, each row's JSON made as its
   * statement is, with a turn of the event loop between statements (each its own short write).
   */
  async insertPreviewRows (importId: string, rows: ReadonlyArray<{ status: ImportPreviewRowsTable['status'] }>): Promise<void> {
    for (let start = 0; start < rows.length; start += PREVIEW_BATCH) {
      if (start > 0) await yieldToLoop()
      await this.db.insertInto('import_preview_rows')
        .values(rows.slice(start, start + PREVIEW_BATCH).map((r, k) => ({ import_id: importId, position: start + k, status: r.status, row: JSON.stringify(r) })))
        .execute()
    }
  }

  /** One page of an import's preview rows (of one status, or all), in file order, as stored JSON. */
  async previewRows (importId: string, status: ImportPreviewRowsTable['status'] | undefined, offset: number, limit: number): Promise<string[]> {
    let query = this.db.selectFrom('import_preview_rows').select('row').where('import_id', '=', importId)
    if (status !== undefined) query = query.where('status', '=', status)
    const rows = await query.orderBy('position').limit(limit).offset(offset).execute()
    return rows.map((r) => r.row)
  }

  /** How many preview rows the import has of each status. */
  async previewCounts (importId: string): Promise<Record<ImportPreviewRowsTable['status'], number>> {
    const rows = await this.db.selectFrom('import_preview_rows')
      .select((eb) => ['status', eb.fn.countAll<string | number>().as('n')])
      .where('import_id', '=', importId).groupBy('status').execute()
    const counts = { new: 0, update: 0, unchanged: 0, invalid: 0 }
    for (const r of rows) counts[r.status] = Number(r.n)
    return counts
  }

  async find (id: string, userId: string): Promise<Omit<ImportRow, 'plan'> | undefined> {
    return await this.db.selectFrom('imports')
      .select(['id', 'user_id', 'super_category', 'state', 'total', 'next_row', 'written', 'failed', 'errors', 'created_at', 'expires_at', 'applied_at', 'finished_at'])
      .where('id', '=', id).where('user_id', '=', userId)
      .executeTakeFirst()
  }

  /** previewed → pending; an import already applied stays as it is (apply twice = once). */
  async markPending (id: string, now: string): Promise<void> {
    await this.db.updateTable('imports').set({ state: 'pending', applied_at: now })
      .where('id', '=', id).where('state', '=', 'previewed').execute()
  }

  /** The oldest applied import with rows left. */
  async nextToRun (): Promise<ImportRow | undefined> {
    return await this.db.selectFrom('imports').selectAll()
      .where('state', 'in', ['pending', 'running'] satisfies ImportState[])
      .orderBy('applied_at').orderBy('id')
      .executeTakeFirst()
  }

  async advance (id: string, fromRow: number, values: { next_row: number, written: number, failed: number, errors: string, state: ImportState, finished_at: string | null }): Promise<boolean> {
    const result = await this.db.updateTable('imports').set(values)
      .where('id', '=', id).where('next_row', '=', fromRow).executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Previews never applied and finished imports past their expiry; running ones stay. */
  async deleteExpired (now: string): Promise<number> {
    const result = await this.db.deleteFrom('imports')
      .where('expires_at', '<', now).where('state', 'in', ['previewed', 'done', 'failed'] satisfies ImportState[])
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  async insertDomains (rows: NewDomain[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('domains').values(rows).execute()
  }

  async insertChecks (rows: Array<{ domain_id: string, type: string, due_at: string }>): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('checks').values(rows).onConflict((oc) => oc.doNothing()).execute()
  }

  async linkImported (importId: string, domainIds: string[]): Promise<void> {
    if (domainIds.length === 0) return
    await this.db.insertInto('import_domains').values(domainIds.map((id) => ({ import_id: importId, domain_id: id })))
      .onConflict((oc) => oc.doNothing()).execute()
  }

  async updateDomain (id: string, values: { category?: string, issue_date?: string, note?: string }, now: string): Promise<void> {
    await this.db.updateTable('domains').set({ ...values, updated_at: now }).where('id', '=', id).execute()
  }

  async setServerExpiry (serverId: string, expiryDate: string): Promise<void> {
    await this.db.updateTable('hosting_servers').set({ expiry_date: expiryDate }).where('id', '=', serverId).execute()
  }

  /** Puts each domain on its server (one statement per batch: a 50,000-row import has 50,000 links). */
  async linkServers (links: ReadonlyArray<{ domainId: string, serverId: string }>): Promise<void> {
    if (links.length === 0) return
    await this.db.insertInto('domain_hosting').values(links.map((l) => ({ domain_id: l.domainId, server_id: l.serverId })))
      .onConflict((oc) => oc.column('domain_id').doUpdateSet((eb) => ({ server_id: eb.ref('excluded.server_id') }))).execute()
  }

  /** New domains of the import that got their first check result, and those failing it. */
  async scanProgress (importId: string): Promise<{ scanned: number, failing: number }> {
    const row = await this.db.selectFrom('import_domains as i')
      .innerJoin('domains as d', 'd.id', 'i.domain_id')
      .select((eb) => [
        eb.fn.count<string | number>('d.last_checked').as('scanned'),
        eb.fn.sum<string | number | null>(eb.case().when('d.status_code', '<>', 200).then(1).else(0).end()).as('failing')
      ])
      .where('i.import_id', '=', importId)
      .executeTakeFirstOrThrow()
    return { scanned: Number(row.scanned), failing: Number(row.failing ?? 0) }
  }
}
