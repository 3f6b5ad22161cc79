// Table types for Kysely. Ids are text UUIDs and timestamps ISO-8601 UTC text
// so SQLite and PostgreSQL store and compare them the same way.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

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

export interface Database {
  users: UsersTable
  one_time_codes: OneTimeCodesTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type CodeRow = Selectable<OneTimeCodesTable>
export type NewCode = Insertable<OneTimeCodesTable>
