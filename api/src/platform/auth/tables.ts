// Tables of who signs in: users and their personal API tokens (the auth plugin reads both).
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

export type Role = 'admin' | 'user'

export interface UsersTable {
  id: string
  name: string
  /** Always stored trimmed and lowercased; unique. */
  email: string
  password_hash: string
  role: Role
  created_at: string
  /** Bumped to end every session (migration 011); tokens carry the version they were signed at. */
  token_version: Generated<number>
}

export type ApiTokenAccess = 'read' | 'write'

/** Personal API tokens (migration 020): only the SHA-256 of the token is stored. */
export interface ApiTokensTable {
  id: string
  user_id: string
  name: string
  access: ApiTokenAccess
  token_hash: string
  created_at: string
  /** Updated at most once a minute (platform/auth/api-token-auth.ts), null until first used. */
  last_used_at: string | null
  /** When a password reset revoked it (migration 092); null while it stands. */
  revoked_at: string | null
  revoked_reason: ApiTokenRevokedReason | null
}

/** Why a token stopped without its owner deleting it. */
export type ApiTokenRevokedReason = 'password-reset'

/** Its tables, part of the platform's own Database type (../db/schema.ts). */
export interface IdentityDatabase {
  users: UsersTable
  api_tokens: ApiTokensTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
