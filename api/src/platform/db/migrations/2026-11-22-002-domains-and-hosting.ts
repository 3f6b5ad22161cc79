// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Saved domains per user and scope, their latest scan, and hosting stored
// normalised (ARCHITECTURE §3): an account (platform + e-mail) owns servers,
// a domain points at one server. The domains table stays lean (no JSON) so
// list calls over tens of thousands of rows read only small columns.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('super_category', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('issue_date', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('last_checked', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // Also serves a user's list of a scope ordered by domain.
    .addUniqueConstraint('domains_user_scope_domain_uq', ['user_id', 'super_category', 'domain'])
    .execute()

  // The products grid (categories, counts) and the by-category list of one user.
  await db.schema.createIndex('domains_user_scope_category_idx').on('domains')
    .columns(['user_id', 'super_category', 'category']).execute()
  // Admin listings of a whole scope ordered by domain, and an admin's lookup of one name.
  await db.schema.createIndex('domains_scope_domain_idx').on('domains')
    .columns(['super_category', 'domain']).execute()

  await db.schema
    .createTable('domain_scans')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('scanned_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('hosting_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('hosting_accounts_user_platform_email_uq', ['user_id', 'platform', 'email'])
    .execute()

  await db.schema
    .createTable('hosting_servers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.notNull().references('hosting_accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('renewal_months', 'integer', (col) => col.notNull().defaultTo(12))
    .addColumn('hosting_issue_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('hosting_servers_user_name_uq', ['user_id', 'name'])
    .execute()
  await db.schema.createIndex('hosting_servers_account_idx').on('hosting_servers').column('account_id').execute()

  await db.schema
    .createTable('domain_hosting')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('server_id', 'text', (col) => col.references('hosting_servers.id').onDelete('set null'))
    .addColumn('domain_platform', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('domain_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cloudflare', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  // Domains of a server (hosting screens) and the set-null when a server is deleted.
  await db.schema.createIndex('domain_hosting_server_idx').on('domain_hosting').column('server_id').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domain_hosting').execute()
  await db.schema.dropTable('hosting_servers').execute()
  await db.schema.dropTable('hosting_accounts').execute()
  await db.schema.dropTable('domain_scans').execute()
  await db.schema.dropTable('domains').execute()
}
