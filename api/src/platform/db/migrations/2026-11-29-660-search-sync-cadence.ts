// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only, no app imports, so later code changes cannot alter it.
//
// The daily search sync without whole-portfolio work at each run: whether a property stands
// for a saved domain is kept on it (monitored, decided when the properties are listed or the
// saved domains changed, which search_accounts.matched_sites remembers), and the sitemaps are
// read weekly, each property when its own sitemaps_due_at comes (null: at its next read).
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_properties').addColumn('monitored', 'integer', (col) => col.notNull().defaultTo(1)).execute()
  await db.schema.alterTable('search_properties').addColumn('sitemaps_due_at', 'text').execute()
  await db.schema.alterTable('search_accounts').addColumn('matched_sites', 'text').execute()
  await db.schema.createIndex('search_properties_account_due').on('search_properties').columns(['account_id', 'perf_due_at']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('search_properties_account_due').execute()
  await db.schema.alterTable('search_accounts').dropColumn('matched_sites').execute()
  await db.schema.alterTable('search_properties').dropColumn('sitemaps_due_at').execute()
  await db.schema.alterTable('search_properties').dropColumn('monitored').execute()
}
