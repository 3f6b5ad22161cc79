// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// What the screens' reads need at 50,000 domains (bench/api-at-scale):
// - data_versions: one counter per user and area, bumped in the transaction of every write
//   that changes what that area's lists show. A cached list is served while its counters are
//   unchanged, so a replica or worker process writing elsewhere invalidates it too.
// - the expiring list reads only the domains issued before a date, not the whole scope;
// - "is a refresh still running" finds the few requested checks instead of probing one check
//   per domain (a partial index: requested_at is null on nearly every row).
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'domains:natural' | 'domains:casino' | 'domains:dating' | 'hosting'
    .addColumn('area', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('data_versions_pk', ['user_id', 'area'])
    .execute()
  // An admin's view of everyone: the sum of one area over all users.
  await db.schema.createIndex('data_versions_area_idx').on('data_versions').columns(['area', 'version']).execute()

  await db.schema.createIndex('domains_user_scope_issue_idx').on('domains')
    .columns(['user_id', 'super_category', 'issue_date']).execute()

  await db.schema.createIndex('checks_requested_idx').on('checks').column('requested_at')
    .where('requested_at', 'is not', null).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checks_requested_idx').execute()
  await db.schema.dropIndex('domains_user_scope_issue_idx').execute()
  await db.schema.dropTable('data_versions').execute()
}
