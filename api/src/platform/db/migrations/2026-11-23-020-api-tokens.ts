// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Personal API tokens (issue 14): scripts call the API with `Authorization: Bearer <token>`.
// Only the SHA-256 of the token is kept; the token itself is shown once. A user's tokens go
// with the user (cascade), and the lookup joins users too, so a deleted user's token stops at once.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // 'read' | 'write'
    .addColumn('access', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute()
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').columns(['user_id', 'created_at']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute()
}
