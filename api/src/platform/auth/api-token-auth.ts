// Personal API tokens as every call checks them (issuing, listing and revoking them is
// components/api-tokens). A token is 32 random bytes (base64url) behind the prefix `sft_`, which
// tells it apart from a session JWT (three dot-separated parts) without a lookup. It is stored as
// its SHA-256: with 256 bits of randomness a plain hash is as good as a slow password hash
// (nothing to guess), and it lets the lookup be one indexed equality.
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { type ApiTokenCaller, ApiTokenAuthRepository } from './api-token-auth-repository'

export const API_TOKEN_PREFIX = 'sft_'
/** last used is written at most this often per token. */
export const LAST_USED_THROTTLE_MS = 60_000

/** Why a call with a valid API token is refused. */
export const API_TOKEN_AUTH_MESSAGES = {
  readOnly: 'This API token is read-only',
  actingCall: 'This API token is read-only, and this call acts (it starts checks): use a write token',
  sessionOnly: 'API tokens cannot manage API tokens: sign in'
} as const

export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX)
export const hashApiToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')

export class ApiTokenAuth {
  private readonly repo: ApiTokenAuthRepository

  constructor (db: Kysely<Database>, private readonly now: () => Date = () => new Date()) {
    this.repo = new ApiTokenAuthRepository(db)
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
