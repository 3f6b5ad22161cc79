// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// A session token carries the account's token version when it was signed; bumping the version
// (a password reset) ends every session signed before. Tokens issued before this migration
// carry none and count as version 0.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0)).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute()
}
