// All SQL of managing personal API tokens (migration 020): create, list, revoke. Checking a
// presented token is platform/auth/api-token-auth-repository.ts.
import type { Kysely, Selectable } from 'kysely'
import type { ApiTokenAccess, ApiTokensTable, Database } from '../../platform/db/schema'

export type ApiTokenListRow = Pick<Selectable<ApiTokensTable>, 'id' | 'name' | 'access' | 'created_at' | 'last_used_at' | 'revoked_at' | 'revoked_reason'>

export class ApiTokenRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async create (row: { id: string, userId: string, name: string, access: ApiTokenAccess, tokenHash: string, createdAt: string }): Promise<void> {
    await this.db.insertInto('api_tokens').values({
      id: row.id, user_id: row.userId, name: row.name, access: row.access, token_hash: row.tokenHash, created_at: row.createdAt, last_used_at: null, revoked_at: null, revoked_reason: null
    }).execute()
  }

  async listForUser (userId: string): Promise<ApiTokenListRow[]> {
    return await this.db.selectFrom('api_tokens').select(['id', 'name', 'access', 'created_at', 'last_used_at', 'revoked_at', 'revoked_reason'])
      .where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute()
  }

  /** Deletes the user's own token; false when there is none of that id for this user. */
  async delete (userId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }
}
