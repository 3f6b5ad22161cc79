// All SQL about personal API tokens (migration 020). Tokens are looked up by their SHA-256
// together with their user, so a token whose user is gone finds nothing.
import type { Kysely } from 'kysely'
import type { ApiTokenAccess, Database, Role } from '../../platform/db/schema'

export interface ApiTokenListRow {
  id: string
  name: string
  access: ApiTokenAccess
  created_at: string
  last_used_at: string | null
}

export interface ApiTokenCaller {
  tokenId: string
  access: ApiTokenAccess
  lastUsedAt: string | null
  user: { id: string, role: Role, name: string, email: string }
}

export class ApiTokenRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async create (row: { id: string, userId: string, name: string, access: ApiTokenAccess, tokenHash: string, createdAt: string }): Promise<void> {
    await this.db.insertInto('api_tokens').values({
      id: row.id, user_id: row.userId, name: row.name, access: row.access, token_hash: row.tokenHash, created_at: row.createdAt, last_used_at: null
    }).execute()
  }

  async listForUser (userId: string): Promise<ApiTokenListRow[]> {
    return await this.db.selectFrom('api_tokens').select(['id', 'name', 'access', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute()
  }

  /** Deletes the user's own token; false when there is none of that id for this user. */
  async delete (userId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async findByHash (tokenHash: string): Promise<ApiTokenCaller | undefined> {
    const row = await this.db.selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .select(['api_tokens.id as token_id', 'api_tokens.access', 'api_tokens.last_used_at', 'users.id as user_id', 'users.role', 'users.name', 'users.email'])
      .where('api_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst()
    if (row === undefined) return undefined
    return {
      tokenId: row.token_id,
      access: row.access === 'write' ? 'write' : 'read',
      lastUsedAt: row.last_used_at,
      user: { id: row.user_id, role: row.role === 'admin' ? 'admin' : 'user', name: row.name, email: row.email }
    }
  }

  /** Records a use, at most once per `throttleMs`: the condition makes concurrent requests write once. */
  async touch (id: string, now: Date, throttleMs: number): Promise<void> {
    const before = new Date(now.getTime() - throttleMs).toISOString()
    await this.db.updateTable('api_tokens').set({ last_used_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
      .execute()
  }
}
