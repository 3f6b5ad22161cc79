// The table of one-time codes (sign-in and password reset).
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated, Insertable, Selectable } from 'kysely'

export type CodePurpose = 'login' | 'reset'

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

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface AuthDatabase {
  one_time_codes: OneTimeCodesTable
}

export type CodeRow = Selectable<OneTimeCodesTable>
export type NewCode = Insertable<OneTimeCodesTable>
