// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only, no app imports, so later code changes cannot alter it.
//
// The installation's Google OAuth client for search accounts, set by an admin through the API
// (one row, id 'installation'): the client ID and secret as one sealed JSON value, and who set
// it when. GOOGLE_OAUTH_CLIENT_ID / _SECRET stay the fallback when there is no row.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_oauth_client')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_oauth_client').execute()
}
