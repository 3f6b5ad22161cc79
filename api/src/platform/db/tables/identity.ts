// Tables of who uses Sitefleet: users, one-time codes, sign-in limits and personal API tokens.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see ../schema.ts).
import type { Generated } from 'kysely'

export type Role = 'admin' | 'user'

export type CodePurpose = 'login' | 'reset'

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

export interface OneTimeCodesTable {
  id: string
  user_id: string
  purpose: CodePurpose
  /** HMAC of the code; the code itself is never stored. */
  code_hash: string
  expires_at: string
  attempts: Generated<number>
  /** Set when the code was used, replaced or burned by too many wrong tries. */
  consumed_at: string | null
  created_at: string
}

/** A counter of the sign-in limits (migration 010): a fixed window, or a run of failed attempts. */
export interface RateLimitsTable {
  key: string
  hits: number
  window_start: string
  /** A run of failed attempts: no further attempt before this time. */
  blocked_until: string | null
  updated_at: string
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
