// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only, no app imports, so later code changes cannot alter it.
//
// Search visibility: a user's Google Search Console and Bing Webmaster accounts (sealed
// credentials, connection state, sync state), the properties each lists (with the host they
// cover, the permission, whether access was lost, and how far their daily figures are read),
// and one compact row per property per day. The daily row is kept small on purpose (50,000
// sites × 16 months): integer day (days since 2000-01-01), clicks and impressions, position
// ×100 in a small integer; whether a day is final is one column on the property
// (final_through), not one per row. On SQLite the rows live in their primary key (WITHOUT
// ROWID); on PostgreSQL a plain index on the property (deduplicated by PostgreSQL) costs a few
// bytes a row where a unique (property, day) index would cost about twenty: the sync replaces
// a property's days by delete and insert, so no unique index is needed.
import { type Kysely, PostgresAdapter, sql } from 'kysely'

function postgres (db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'google-service-account' | 'google-oauth' | 'bing'
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('credentials', 'text', (col) => col.notNull())
    // 'not-connected' | 'ok' | 'bad-key' | 'revoked' | 'rate-limited' | 'unreachable' | 'error'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('status_message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('connected_at', 'text')
    .addColumn('last_sync_at', 'text')
    .addColumn('sync_state', 'text', (col) => col.notNull())
    .addColumn('sync_due_at', 'text', (col) => col.notNull())
    // 0 until the first sync after a connect ended: its findings raise no traffic event.
    .addColumn('baseline_done', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('search_accounts_user').on('search_accounts').column('user_id').execute()
  await db.schema.createIndex('search_accounts_due').on('search_accounts').columns(['sync_state', 'sync_due_at']).execute()

  await db.schema
    .createTable('search_properties')
    .addColumn('id', postgres(db) ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('search_accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('site_url', 'text', (col) => col.notNull())
    // 'domain' (sc-domain:) | 'url-prefix'
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('host', 'text', (col) => col.notNull())
    .addColumn('permission', 'text', (col) => col.notNull())
    // 1 while the last sync listed it.
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('access_lost_at', 'text')
    .addColumn('error', 'text')
    .addColumn('final_through', 'integer')
    .addColumn('read_through', 'integer')
    .addColumn('perf_due_at', 'text', (col) => col.notNull())
    .addColumn('drop_since', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('search_properties_site', ['account_id', 'site_url'])
    .execute()
  await db.schema.createIndex('search_properties_user_host').on('search_properties').columns(['user_id', 'host']).execute()

  const daily = db.schema
    .createTable('search_daily')
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'smallint', (col) => col.notNull())
    .addColumn('position', 'smallint', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addColumn('impressions', 'integer', (col) => col.notNull())
  if (postgres(db)) {
    await daily.execute()
    await db.schema.createIndex('search_daily_property').on('search_daily').column('property_id').execute()
  } else {
    await daily.addPrimaryKeyConstraint('search_daily_pk', ['property_id', 'day']).modifyEnd(sql`without rowid`).execute()
  }
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_daily').execute()
  await db.schema.dropTable('search_properties').execute()
  await db.schema.dropTable('search_accounts').execute()
}
