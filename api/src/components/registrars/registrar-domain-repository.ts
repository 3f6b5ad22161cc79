// All SQL of what a sync stores (migration 120): an account's domains as its registrar reports
// them (registrar_domains), the names each sync step read (registrar_sync_pages: a paused sync
// resumes, and the domains that left the account are found at its end without touching rows
// that did not change), and the account's TLD renewal prices (registrar_prices).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { RegistrarDomainsTable, RegistrarPricesTable } from './tables'

/** A domain as a sync stores it: its row without the account, owner and time the sync adds. */
export type StoredDomain = Omit<Selectable<RegistrarDomainsTable>, 'account_id' | 'user_id' | 'updated_at'>

export type StoredPrice = Pick<Selectable<RegistrarPricesTable>, 'tld' | 'renew_minor' | 'currency'>

/** Rows per statement when names are listed in an `in (…)`. */
const CHUNK = 500

export class RegistrarDomainRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async ofAccount (accountId: string, names: readonly string[]): Promise<StoredDomain[]> {
    const out: StoredDomain[] = []
    for (let i = 0; i < names.length; i += CHUNK) {
      out.push(...await this.db.selectFrom('registrar_domains')
        .select(['domain', 'tld', 'expires_on', 'created_on', 'auto_renew', 'locked', 'privacy', 'nameservers'])
        .where('account_id', '=', accountId).where('domain', 'in', names.slice(i, i + CHUNK)).execute())
    }
    return out
  }

  async insert (accountId: string, userId: string, rows: readonly StoredDomain[], now: string): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db.insertInto('registrar_domains')
        .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, account_id: accountId, user_id: userId, updated_at: now }))).execute()
    }
  }

  async update (accountId: string, row: StoredDomain, now: string): Promise<void> {
    const { domain, ...values } = row
    await this.db.updateTable('registrar_domains').set({ ...values, updated_at: now })
      .where('account_id', '=', accountId).where('domain', '=', domain).execute()
  }

  async allNames (accountId: string): Promise<string[]> {
    return (await this.db.selectFrom('registrar_domains').select('domain').where('account_id', '=', accountId).execute()).map((r) => r.domain)
  }

  async remove (accountId: string, names: readonly string[]): Promise<void> {
    for (let i = 0; i < names.length; i += CHUNK) {
      await this.db.deleteFrom('registrar_domains').where('account_id', '=', accountId).where('domain', 'in', names.slice(i, i + CHUNK)).execute()
    }
  }

  async page (accountId: string, step: number): Promise<string | undefined> {
    return (await this.db.selectFrom('registrar_sync_pages').select('names').where('account_id', '=', accountId).where('step', '=', step).executeTakeFirst())?.names
  }

  async putPage (accountId: string, step: number, names: string, existed: boolean): Promise<void> {
    if (existed) await this.db.updateTable('registrar_sync_pages').set({ names }).where('account_id', '=', accountId).where('step', '=', step).execute()
    else await this.db.insertInto('registrar_sync_pages').values({ account_id: accountId, step, names }).execute()
  }

  /** The names of steps 0..lastStep (the sync that just ended), dropping any later steps. */
  async pageNames (accountId: string, lastStep: number): Promise<Set<string>> {
    await this.db.deleteFrom('registrar_sync_pages').where('account_id', '=', accountId).where('step', '>', lastStep).execute()
    const rows = await this.db.selectFrom('registrar_sync_pages').select('names').where('account_id', '=', accountId).execute()
    const out = new Set<string>()
    for (const row of rows) for (const name of JSON.parse(row.names) as string[]) out.add(name)
    return out
  }

  async prices (accountId: string): Promise<StoredPrice[]> {
    return await this.db.selectFrom('registrar_prices').select(['tld', 'renew_minor', 'currency']).where('account_id', '=', accountId).execute()
  }

  /** Writes the prices that differ from the stored ones (and drops TLDs no longer listed); returns rows written. */
  async savePrices (accountId: string, prices: readonly StoredPrice[], now: string): Promise<number> {
    const stored = new Map((await this.prices(accountId)).map((p) => [p.tld, p]))
    let written = 0
    const fresh = new Set<string>()
    for (const p of prices) {
      fresh.add(p.tld)
      const old = stored.get(p.tld)
      if (old !== undefined && Number(old.renew_minor) === p.renew_minor && old.currency === p.currency) continue
      written++
      if (old === undefined) await this.db.insertInto('registrar_prices').values({ account_id: accountId, ...p, updated_at: now }).execute()
      else await this.db.updateTable('registrar_prices').set({ renew_minor: p.renew_minor, currency: p.currency, updated_at: now }).where('account_id', '=', accountId).where('tld', '=', p.tld).execute()
    }
    const gone = [...stored.keys()].filter((tld) => !fresh.has(tld))
    for (let i = 0; i < gone.length; i += CHUNK) {
      written += gone.slice(i, i + CHUNK).length
      await this.db.deleteFrom('registrar_prices').where('account_id', '=', accountId).where('tld', 'in', gone.slice(i, i + CHUNK)).execute()
    }
    return written
  }
}
