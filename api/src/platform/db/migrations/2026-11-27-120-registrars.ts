// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Registrar accounts (issue 25): a user's accounts at Namecheap, GoDaddy, Porkbun, NameSilo
// with their credentials sealed (like alert channel secrets), the state of their sync, the
// domains each account holds as the registrar reports them, the renewal price of each TLD, and
// the names each page of the last sync held (so a sync can resume after a pause and still find
// the domains that left the account, without rewriting rows that did not change).
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registrar_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'namecheap' | 'godaddy' | 'porkbun' | 'namesilo'
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    // JSON of the provider's credentials, sealed; never sent back.
    .addColumn('credentials', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_sync_at', 'text')
    // 'ok' | 'bad-key' | 'ip-not-whitelisted' | 'plan-denied' | 'rate-limited' | 'unreachable' | 'error'
    .addColumn('last_sync_result', 'text')
    .addColumn('last_sync_message', 'text')
    .addColumn('last_good_sync_at', 'text')
    .addColumn('failures_in_a_row', 'integer', (col) => col.notNull().defaultTo(0))
    // 'idle' | 'queued' | 'running'
    .addColumn('sync_state', 'text', (col) => col.notNull().defaultTo('queued'))
    // When the next daily sync is due.
    .addColumn('sync_due_at', 'text', (col) => col.notNull())
    // Where a running sync goes on (the provider's page, marker or offset) and how far it is.
    .addColumn('sync_cursor', 'text')
    .addColumn('sync_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sync_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sync_total', 'integer')
    .addColumn('sync_started_at', 'text')
    .execute()
  await db.schema.createIndex('registrar_accounts_user').on('registrar_accounts').columns(['user_id', 'name']).execute()
  await db.schema.createIndex('registrar_accounts_due').on('registrar_accounts').columns(['sync_due_at']).execute()

  await db.schema
    .createTable('registrar_domains')
    .addColumn('account_id', 'text', (col) => col.notNull().references('registrar_accounts.id').onDelete('cascade'))
    .addColumn('domain', 'text', (col) => col.notNull())
    // The account's owner, copied: matching and the renewal lists read one user's rows.
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('tld', 'text', (col) => col.notNull())
    // YYYY-MM-DD as the registrar reports them.
    .addColumn('expires_on', 'text')
    .addColumn('created_on', 'text')
    // 1, 0, or null when the registrar does not say.
    .addColumn('auto_renew', 'integer')
    .addColumn('locked', 'integer')
    .addColumn('privacy', 'integer')
    // JSON array, or null when the registrar does not say.
    .addColumn('nameservers', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('registrar_domains_pk', ['account_id', 'domain'])
    .execute()
  await db.schema.createIndex('registrar_domains_user').on('registrar_domains').columns(['user_id', 'domain']).execute()
  await db.schema.createIndex('registrar_domains_expiry').on('registrar_domains').columns(['user_id', 'expires_on']).execute()

  await db.schema
    .createTable('registrar_prices')
    .addColumn('account_id', 'text', (col) => col.notNull().references('registrar_accounts.id').onDelete('cascade'))
    .addColumn('tld', 'text', (col) => col.notNull())
    // The one-year renewal price in the currency's minor unit (cents).
    .addColumn('renew_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('registrar_prices_pk', ['account_id', 'tld'])
    .execute()

  await db.schema
    .createTable('registrar_sync_pages')
    .addColumn('account_id', 'text', (col) => col.notNull().references('registrar_accounts.id').onDelete('cascade'))
    .addColumn('step', 'integer', (col) => col.notNull())
    // JSON array of the domain names the step read.
    .addColumn('names', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('registrar_sync_pages_pk', ['account_id', 'step'])
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registrar_sync_pages').execute()
  await db.schema.dropTable('registrar_prices').execute()
  await db.schema.dropTable('registrar_domains').execute()
  await db.schema.dropTable('registrar_accounts').execute()
}
