// Personal API tokens: a user creates, lists and revokes their own. The token's form,
// its hash and its check on every call are platform/auth/api-token-auth.ts.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ApiTokenAccess, ApiTokenRevokedReason, Database } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { API_TOKEN_AUTH_MESSAGES, API_TOKEN_PREFIX, hashApiToken } from '../../platform/auth/api-token-auth'
import { ApiTokenRepository } from './api-token-repository'

export const MAX_TOKENS_PER_USER = 100

export const API_TOKEN_MESSAGES = {
  created: 'API token created: copy it now, it is not shown again',
  revoked: 'API token revoked',
  notFound: 'API token not found',
  tooMany: `At most ${MAX_TOKENS_PER_USER} API tokens per user`,
  ...API_TOKEN_AUTH_MESSAGES
} as const

export interface ApiTokenView {
  id: string
  name: string
  access: ApiTokenAccess
  createdAt: string
  lastUsedAt: string | null
  /** When a password reset revoked it; null while it stands (a user's own revoke deletes it). */
  revokedAt: string | null
  revokedReason: ApiTokenRevokedReason | null
}

export class ApiTokenService {
  private readonly repo: ApiTokenRepository

  constructor (db: Kysely<Database>, private readonly now: () => Date = () => new Date()) {
    this.repo = new ApiTokenRepository(db)
  }

  async create (userId: string, name: string, access: ApiTokenAccess): Promise<{ token: string, view: ApiTokenView }> {
    // Revoked tokens are listed until deleted but do not count: they cannot be used.
    if ((await this.repo.listForUser(userId)).filter((t) => t.revoked_at === null).length >= MAX_TOKENS_PER_USER) throw new HttpError(400, API_TOKEN_MESSAGES.tooMany)
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url')
    const id = randomUUID()
    const createdAt = this.now().toISOString()
    await this.repo.create({ id, userId, name: name.trim(), access, tokenHash: hashApiToken(token), createdAt })
    return { token, view: { id, name: name.trim(), access, createdAt, lastUsedAt: null, revokedAt: null, revokedReason: null } }
  }

  async list (userId: string): Promise<ApiTokenView[]> {
    return (await this.repo.listForUser(userId)).map((row) => ({
      id: row.id,
      name: row.name,
      access: row.access === 'write' ? 'write' : 'read',
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      revokedAt: row.revoked_at,
      revokedReason: row.revoked_reason
    }))
  }

  async revoke (userId: string, id: string): Promise<void> {
    if (!await this.repo.delete(userId, id)) throw new HttpError(404, API_TOKEN_MESSAGES.notFound)
  }
}
