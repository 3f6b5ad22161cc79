// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Reputation: each provider's state (on since, its silent first round, its last error), each
// value a provider looks at (a domain or an IP address, once however many sites share it) with
// when it is due and its last error, and every listing a provider reported with first seen,
// last checked and when it ended (rows stay: they are the history).
import { type Kysely, PostgresAdapter } from 'kysely'

function autoId (db: Kysely<any>): 'integer' | 'serial' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer'
}

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reputation_providers')
    .addColumn('provider', 'text', (col) => col.primaryKey())
    // Null while the provider is not configured.
    .addColumn('enabled_at', 'text')
    // When the silent first round after enabling ended; null during it.
    .addColumn('baseline_done_at', 'text')
    .addColumn('last_run_at', 'text')
    // When the values to look at were last brought in line with the saved domains and their IPs.
    .addColumn('values_synced_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .execute()

  await db.schema
    .createTable('reputation_values')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    // 'domain' | 'ip'
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('checked_at', 'text')
    .addColumn('error', 'text')
    .addColumn('error_at', 'text')
    .addPrimaryKeyConstraint('reputation_values_pk', ['provider', 'value'])
    .execute()
  await db.schema.createIndex('reputation_values_due').on('reputation_values').columns(['provider', 'due_at']).execute()

  await db.schema
    .createTable('reputation_listings')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('first_seen', 'text', (col) => col.notNull())
    .addColumn('last_checked', 'text', (col) => col.notNull())
    // Null while listed.
    .addColumn('delisted_at', 'text')
    // Found during the provider's silent first round: summarised, not alerted.
    .addColumn('baseline', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('reputation_listings_value').on('reputation_listings').columns(['value', 'provider']).execute()
  // A listed name finds the sites saved under it, whoever saved them.
  await db.schema.createIndex('domains_name_idx').on('domains').column('domain').execute()
  await db.schema.createIndex('reputation_listings_current').on('reputation_listings').columns(['delisted_at', 'provider']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('domains_name_idx').execute()
  await db.schema.dropTable('reputation_listings').execute()
  await db.schema.dropTable('reputation_values').execute()
  await db.schema.dropTable('reputation_providers').execute()
}
