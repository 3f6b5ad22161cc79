// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// SEO change tracking (issue 16): every scan of a saved domain is compared with the one before,
// and each difference is one row with its before and after values. Owner and scope are copied
// from the domain so the portfolio "Changes" list is one index range per user and scope, and
// the name is kept so a change still reads after a rename.
//
// Footprints: what a page shares with others (analytics and ad IDs, affiliate ID, generator,
// theme, connected IP), one row per (domain, kind, value), so a cluster is one GROUP BY on the
// (kind, value) index.
import { type Kysely, PostgresAdapter } from 'kysely'

function autoId (db: Kysely<any>): 'integer' | 'serial' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer'
}

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domain_changes')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('super_category', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('before', 'text', (col) => col.notNull())
    .addColumn('after', 'text', (col) => col.notNull())
    .addColumn('detected_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('domain_changes_scope_time').on('domain_changes').columns(['super_category', 'user_id', 'detected_at']).execute()
  await db.schema.createIndex('domain_changes_domain_time').on('domain_changes').columns(['domain_id', 'detected_at']).execute()

  await db.schema
    .createTable('domain_footprints')
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('domain_footprints_pk', ['domain_id', 'kind', 'value'])
    .execute()
  await db.schema.createIndex('domain_footprints_value').on('domain_footprints').columns(['kind', 'value']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domain_footprints').execute()
  await db.schema.dropTable('domain_changes').execute()
}
