// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// A password reset revokes the account's API tokens (issue 21): a token minted from a stolen
// session must not outlive the reset that ends the session. Such a token is kept, not deleted,
// so GET /auth/tokens can show its owner when and why it stopped; the lookup skips revoked rows.
// (A user's own revoke still deletes the row.)
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').addColumn('revoked_at', 'text').execute()
  // 'password-reset' (the only cause so far); null while the token stands.
  await db.schema.alterTable('api_tokens').addColumn('revoked_reason', 'text').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('revoked_reason').execute()
  await db.schema.alterTable('api_tokens').dropColumn('revoked_at').execute()
}
