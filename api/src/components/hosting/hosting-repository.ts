// All SQL about hosting: accounts (platform + e-mail), their servers, and each domain's link
// to a server plus its own registrar/Cloudflare fields. Upserts lean on the unique keys so
// two requests naming the same account or server at once end up with one row.
import type { Kysely, Selectable } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { DomainHostingTable, HostingAccountsTable } from './tables'

export interface DomainHostingRow {
  server: string | null
  platform: string | null
  email: string | null
  domain_platform: string
  domain_email: string
  cloudflare: string
}

export type ServerRow = Pick<Selectable<HostingAccountsTable>, 'platform' | 'email'> & { id: string, account_id: string }

export type DomainHostingValues = Omit<Selectable<DomainHostingTable>, 'domain_id'>

export class HostingRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The account's id, created if the user has none with this platform and e-mail. */
  async upsertAccount (id: string, userId: string, platform: string, email: string, now: string): Promise<string> {
    await this.db.insertInto('hosting_accounts')
      .values({ id, user_id: userId, platform, email, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'platform', 'email']).doNothing())
      .execute()
    const row = await this.db.selectFrom('hosting_accounts').select('id')
      .where('user_id', '=', userId).where('platform', '=', platform).where('email', '=', email)
      .executeTakeFirstOrThrow()
    return row.id
  }

  async findServer (userId: string, name: string): Promise<ServerRow | undefined> {
    return await this.db.selectFrom('hosting_servers as s')
      .innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .select(['s.id', 's.account_id', 'a.platform', 'a.email'])
      .where('s.user_id', '=', userId).where('s.name', '=', name)
      .executeTakeFirst()
  }

  /** The server's id, created under accountId if new; an existing server moves to accountId. */
  async upsertServer (id: string, userId: string, name: string, accountId: string, now: string): Promise<string> {
    await this.db.insertInto('hosting_servers')
      .values({ id, user_id: userId, account_id: accountId, name, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ account_id: accountId }))
      .execute()
    const row = await this.db.selectFrom('hosting_servers').select('id')
      .where('user_id', '=', userId).where('name', '=', name)
      .executeTakeFirstOrThrow()
    return row.id
  }

  async findDomainHosting (domainId: string): Promise<DomainHostingRow | undefined> {
    return await this.db.selectFrom('domain_hosting as h')
      .leftJoin('hosting_servers as s', 's.id', 'h.server_id')
      .leftJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .select(['s.name as server', 'a.platform', 'a.email', 'h.domain_platform', 'h.domain_email', 'h.cloudflare'])
      .where('h.domain_id', '=', domainId)
      .executeTakeFirst()
  }

  /** The domain's scope (its hosting changes are kept with it). */
  async scopeOf (domainId: string): Promise<SuperCategoryValue | undefined> {
    const row = await this.db.selectFrom('domains').select('super_category').where('id', '=', domainId).executeTakeFirst()
    return row?.super_category
  }

  async upsertDomainHosting (domainId: string, values: DomainHostingValues): Promise<void> {
    await this.db.insertInto('domain_hosting')
      .values({ domain_id: domainId, ...values })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet(values))
      .execute()
  }
}
