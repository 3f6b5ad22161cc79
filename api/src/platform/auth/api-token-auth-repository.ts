// The SQL of checking a presented API token (migration 020): looked up by its SHA-256 together
// with its user, so a token whose user is gone finds nothing, nor one a password reset revoked
// (migration 092); its last use noted. Revoking all of a user's tokens is here too: the password
// reset (components/auth) does it, and it is the same rule of which tokens stand.
import type { Kysely } from 'kysely'
import type { ApiTokenAccess, ApiTokenRevokedReason, Database, Role } from '../db/schema'

export interface ApiTokenCaller {
  tokenId: string
  access: ApiTokenAccess
  lastUsedAt: string | null
  user: { id: string, role: Role, name: string, email: string }
}

export class ApiTokenAuthRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async findByHash (tokenHash: string): Promise<ApiTokenCaller | undefined> {
    const row = await this.db.selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .select(['api_tokens.id as token_id', 'api_tokens.access', 'api_tokens.last_used_at', 'users.id as user_id', 'users.role', 'users.name', 'users.email'])
      .where('api_tokens.token_hash', '=', tokenHash)
      .where('api_tokens.revoked_at', 'is', null)
      .executeTakeFirst()
    if (row === undefined) return undefined
    return {
      tokenId: row.token_id,
      access: row.access === 'write' ? 'write' : 'read',
      lastUsedAt: row.last_used_at,
      user: { id: row.user_id, role: row.role === 'admin' ? 'admin' : 'user', name: row.name, email: row.email }
    }
  }

  /** Revokes every standing token of the user (kept, with when and why, for the token list); returns how many. */
  async revokeAllOfUser (userId: string, at: string, reason: ApiTokenRevokedReason): Promise<number> {
    const result = await this.db.updateTable('api_tokens').set({ revoked_at: at, revoked_reason: reason })
      .where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst()
    return Number(result.numUpdatedRows)
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
