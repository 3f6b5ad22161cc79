// All SQL of the installation's OAuth client set by an admin (table search_oauth_client,
// migration 501): one row, its client sealed.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { SealedRow } from '../../platform/lib/reseal'

const ROW = 'installation'

export class OAuthClientRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async find (): Promise<{ client: string, client_id: string, updated_at: string } | undefined> {
    return await this.db.selectFrom('search_oauth_client').select(['client', 'client_id', 'updated_at']).where('id', '=', ROW).executeTakeFirst()
  }

  async put (sealed: string, clientId: string, by: string, now: string): Promise<void> {
    await this.db.deleteFrom('search_oauth_client').where('id', '=', ROW).execute()
    await this.db.insertInto('search_oauth_client').values({ id: ROW, client: sealed, client_id: clientId, updated_at: now, updated_by: by }).execute()
  }

  async remove (): Promise<void> {
    await this.db.deleteFrom('search_oauth_client').where('id', '=', ROW).execute()
  }

  async sealedPage (afterId: string | null, limit: number): Promise<SealedRow[]> {
    let query = this.db.selectFrom('search_oauth_client').select(['id', 'client as sealed']).orderBy('id').limit(limit)
    if (afterId !== null) query = query.where('id', '>', afterId)
    return await query.execute()
  }

  async replaceSealed (row: SealedRow, sealed: string): Promise<boolean> {
    const result = await this.db.updateTable('search_oauth_client').set({ client: sealed }).where('id', '=', row.id).where('client', '=', row.sealed).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }
}
