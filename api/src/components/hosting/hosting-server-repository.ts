// SQL of the hosting screens: accounts and servers read by owner (or everyone's, for admins),
// servers found and changed by id, and the domain counts per server. Every read takes an
// optional userId: a user's own rows, or (undefined) everyone's.
import type { Kysely, Selectable } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { HostingAccountsTable, HostingServersTable } from './tables'

/** A server with its account's platform and e-mail and its owner's name. */
export type ServerDetailRow = Omit<Selectable<HostingServersTable>, 'created_at' | 'location_id'> &
  Pick<Selectable<HostingAccountsTable>, 'platform' | 'email'> & { owner_name: string }

export type AccountRow = Omit<Selectable<HostingAccountsTable>, 'created_at'> & { owner_name: string }

export interface HostedDomainRow {
  domain_id: string
  domain: string
  server_id: string
}

export interface ServerChanges {
  name?: string
  expiry_date?: string | null
  hosting_issue_date?: string | null
}

/** Names that stand for "no domain" in hosting records: never counted or listed. */
export const NO_DOMAIN = ['', '-']

export class HostingServerRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private servers (userId?: string) {
    let query = this.db.selectFrom('hosting_servers as s')
      .innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id', 's.user_id', 's.account_id', 's.name', 's.expiry_date', 's.renewal_months',
        's.hosting_issue_date', 'a.platform', 'a.email', 'u.name as owner_name'
      ])
    if (userId !== undefined) query = query.where('s.user_id', '=', userId)
    return query
  }

  async listServers (userId?: string): Promise<ServerDetailRow[]> {
    return await this.servers(userId).execute()
  }

  /** Servers whose expiry date is on or before toDay (yyyy-mm-dd text compares as dates). */
  async listExpiringBy (userId: string | undefined, toDay: string): Promise<ServerDetailRow[]> {
    return await this.servers(userId).where('s.expiry_date', '<=', toDay).execute()
  }

  async findServerById (id: string, userId?: string): Promise<ServerDetailRow | undefined> {
    return await this.servers(userId).where('s.id', '=', id).executeTakeFirst()
  }

  async findServerByName (userId: string, name: string): Promise<ServerDetailRow | undefined> {
    return await this.servers(userId).where('s.name', '=', name).executeTakeFirst()
  }

  async listAccounts (userId?: string): Promise<AccountRow[]> {
    let query = this.db.selectFrom('hosting_accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.user_id', 'a.platform', 'a.email', 'u.name as owner_name'])
    if (userId !== undefined) query = query.where('a.user_id', '=', userId)
    return await query.execute()
  }

  async findAccount (userId: string, platform: string, email: string): Promise<AccountRow | undefined> {
    return await this.db.selectFrom('hosting_accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.user_id', 'a.platform', 'a.email', 'u.name as owner_name'])
      .where('a.user_id', '=', userId).where('a.platform', '=', platform).where('a.email', '=', email)
      .executeTakeFirst()
  }

  /**
   * Every domain linked to a server (blank and "-" names left out), in one read; only those of
   * the super categories the caller may see (the dating one needs dating access).
   */
  async listHostedDomains (userId: string | undefined, superCategories: readonly SuperCategoryValue[]): Promise<HostedDomainRow[]> {
    let query = this.db.selectFrom('domain_hosting as h')
      .innerJoin('domains as d', 'd.id', 'h.domain_id')
      .innerJoin('hosting_servers as s', 's.id', 'h.server_id')
      .select(['h.domain_id', 'd.domain', 's.id as server_id'])
      .where('d.domain', 'not in', NO_DOMAIN)
      .where('d.super_category', 'in', [...superCategories])
    if (userId !== undefined) query = query.where('s.user_id', '=', userId)
    return await query.execute()
  }

  async insertServer (row: { id: string, user_id: string, account_id: string, name: string, expiry_date: string, hosting_issue_date: string, created_at: string }): Promise<void> {
    await this.db.insertInto('hosting_servers').values(row).execute()
  }

  async updateServer (id: string, changes: ServerChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return
    await this.db.updateTable('hosting_servers').set(changes).where('id', '=', id).execute()
  }

  /** Its sites' primary location; false (nothing changed) for an unknown location. */
  async setLocation (id: string, locationId: string | null): Promise<boolean> {
    if (locationId !== null && await this.db.selectFrom('locations').select('id').where('id', '=', locationId).executeTakeFirst() === undefined) return false
    await this.db.updateTable('hosting_servers').set({ location_id: locationId }).where('id', '=', id).execute()
    return true
  }

  async setExpiry (id: string, day: string): Promise<void> {
    await this.db.updateTable('hosting_servers').set({ expiry_date: day }).where('id', '=', id).execute()
  }

  async setIssueDateOfAccount (accountId: string, day: string | null): Promise<void> {
    await this.db.updateTable('hosting_servers').set({ hosting_issue_date: day }).where('account_id', '=', accountId).execute()
  }

  async moveServers (fromAccountId: string, toAccountId: string): Promise<void> {
    await this.db.updateTable('hosting_servers').set({ account_id: toAccountId }).where('account_id', '=', fromAccountId).execute()
  }

  async renameAccount (id: string, platform: string, email: string): Promise<void> {
    await this.db.updateTable('hosting_accounts').set({ platform, email }).where('id', '=', id).execute()
  }

  /** Deletes the server; its domains stay, unlinked (explicitly, not left to ON DELETE SET NULL). */
  async deleteServer (id: string): Promise<void> {
    await this.db.updateTable('domain_hosting').set({ server_id: null }).where('server_id', '=', id).execute()
    await this.db.deleteFrom('hosting_servers').where('id', '=', id).execute()
  }

  /** Removes an account left without servers, so the lists show no empty platform rows. */
  async deleteAccountIfEmpty (accountId: string): Promise<void> {
    await this.db.deleteFrom('hosting_accounts')
      .where('id', '=', accountId)
      .where((eb) => eb.not(eb.exists(
        eb.selectFrom('hosting_servers').select('id').where('account_id', '=', accountId)
      )))
      .execute()
  }
}
