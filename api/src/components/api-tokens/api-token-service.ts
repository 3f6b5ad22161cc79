// Personal API tokens (issue 14). A token is 32 random bytes (base64url) behind the prefix
// `sft_`, which tells it apart from a session JWT (three dot-separated parts) without a lookup.
// It is stored as its SHA-256: with 256 bits of randomness a plain hash is as good as a slow
// password hash (nothing to guess), and it lets the lookup be one indexed equality.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ApiTokenAccess, Database } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { type ApiTokenCaller, ApiTokenRepository } from './api-token-repository'

export const API_TOKEN_PREFIX = 'sft_'
/** last used is written at most this often per token. */
export const LAST_USED_THROTTLE_MS = 60_000
export const MAX_TOKENS_PER_USER = 100

export const API_TOKEN_MESSAGES = {
  created: 'API token created: copy it now, it is not shown again',
  revoked: 'API token revoked',
  notFound: 'API token not found',
  tooMany: `At most ${MAX_TOKENS_PER_USER} API tokens per user`,
  readOnly: 'This API token is read-only',
  sessionOnly: 'API tokens cannot manage API tokens: sign in'
} as const

export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX)
export const hashApiToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')

export interface ApiTokenView {
  id: string
  name: string
  access: ApiTokenAccess
  createdAt: string
  lastUsedAt: string | null
}

export class ApiTokenService {
  private readonly repo: ApiTokenRepository

  constructor (db: Kysely<Database>, private readonly now: () => Date = () => new Date()) {
    this.repo = new ApiTokenRepository(db)
  }

  async create (userId: string, name: string, access: ApiTokenAccess): Promise<{ token: string, view: ApiTokenView }> {
    if ((await this.repo.listForUser(userId)).length >= MAX_TOKENS_PER_USER) throw new HttpError(400, API_TOKEN_MESSAGES.tooMany)
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url')
    const id = randomUUID()
    const createdAt = this.now().toISOString()
    await this.repo.create({ id, userId, name: name.trim(), access, tokenHash: hashApiToken(token), createdAt })
    return { token, view: { id, name: name.trim(), access, createdAt, lastUsedAt: null } }
  }

  async list (userId: string): Promise<ApiTokenView[]> {
    return (await this.repo.listForUser(userId)).map((row) => ({
      id: row.id, name: row.name, access: row.access === 'write' ? 'write' : 'read', createdAt: row.created_at, lastUsedAt: row.last_used_at
    }))
  }

  async revoke (userId: string, id: string): Promise<void> {
    if (!await this.repo.delete(userId, id)) throw new HttpError(404, API_TOKEN_MESSAGES.notFound)
  }

  /** The caller of a presented token, or undefined (unknown, revoked, or its user deleted). */
  async authenticate (token: string): Promise<ApiTokenCaller | undefined> {
    const caller = await this.repo.findByHash(hashApiToken(token))
    if (caller === undefined) return undefined
    const now = this.now()
    if (caller.lastUsedAt === null || now.getTime() - Date.parse(caller.lastUsedAt) >= LAST_USED_THROTTLE_MS) {
      await this.repo.touch(caller.tokenId, now, LAST_USED_THROTTLE_MS)
    }
    return caller
  }
}
