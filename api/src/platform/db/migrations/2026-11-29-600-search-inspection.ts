// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only, no app imports, so later code changes cannot alter it.
//
// Search visibility, second part: the URL Inspection result of each saved domain's home page
// through the property that stands for it (only the latest one: one row per site, replaced at
// each inspection, with when the next is due), and the sitemaps each property lists (replaced
// at each daily read). On search_properties: how far back the chunked backfill of the daily
// figures still has to go (null once done), when the sitemaps were last read, and the URL
// Inspection calls counted against the property's daily quota (the day and the count).
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_inspections')
    .addColumn('property_id', 'integer', (col) => col.notNull().references('search_properties.id').onDelete('cascade'))
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    // The home page asked about (inside the property).
    .addColumn('url', 'text', (col) => col.notNull())
    // Google's verdict: 'PASS' | 'PARTIAL' | 'FAIL' | 'NEUTRAL' | 'VERDICT_UNSPECIFIED'; null until inspected.
    .addColumn('verdict', 'text')
    .addColumn('coverage_state', 'text')
    .addColumn('last_crawl_at', 'text')
    .addColumn('google_canonical', 'text')
    .addColumn('user_canonical', 'text')
    .addColumn('robots_txt_state', 'text')
    .addColumn('page_fetch_state', 'text')
    .addColumn('indexing_state', 'text')
    .addColumn('inspected_at', 'text')
    // Why the last attempt gave no result (quota, permission); null after a result.
    .addColumn('error', 'text')
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_inspections_pk', ['property_id', 'domain_id'])
    .execute()
  await db.schema.createIndex('search_inspections_due').on('search_inspections').column('due_at').execute()
  await db.schema.createIndex('search_inspections_user_domain').on('search_inspections').columns(['user_id', 'domain_id']).execute()

  await db.schema
    .createTable('search_sitemaps')
    .addColumn('property_id', 'integer', (col) => col.notNull().references('search_properties.id').onDelete('cascade'))
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('type', 'text')
    .addColumn('last_submitted', 'text')
    .addColumn('last_downloaded', 'text')
    .addColumn('is_pending', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('warnings', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_sitemaps_pk', ['property_id', 'path'])
    .execute()

  await db.schema.alterTable('search_properties').addColumn('backfill_before', 'integer').execute()
  await db.schema.alterTable('search_properties').addColumn('sitemaps_read_at', 'text').execute()
  await db.schema.alterTable('search_properties').addColumn('inspect_day', 'integer').execute()
  await db.schema.alterTable('search_properties').addColumn('inspect_count', 'integer', (col) => col.notNull().defaultTo(0)).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_properties').dropColumn('inspect_count').execute()
  await db.schema.alterTable('search_properties').dropColumn('inspect_day').execute()
  await db.schema.alterTable('search_properties').dropColumn('sitemaps_read_at').execute()
  await db.schema.alterTable('search_properties').dropColumn('backfill_before').execute()
  await db.schema.dropTable('search_sitemaps').execute()
  await db.schema.dropTable('search_inspections').execute()
}
