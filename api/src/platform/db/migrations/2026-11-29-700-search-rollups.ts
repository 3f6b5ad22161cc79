// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only, no app imports, so later code changes cannot alter it.
//
// Per search property, the sums the portfolio table and the overview's card show, kept by the
// sync in the transaction that writes the days they come from, so a page of the portfolio does
// not sum 56 days of every property on each request: the 28 final days through `through` and
// the 28 before (clicks, impressions, position × 100 × impressions), and the clicks of the last
// 7 of them and the 7 before. A row counts only while `through` is its property's final_through;
// otherwise (or without a row: days written before this migration) the days are summed instead.
// Sums are bigint: impressions over 28 days, and their product with the position, outgrow 32 bits.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.createTable('search_rollups')
    .addColumn('property_id', 'integer', (col) => col.primaryKey())
    .addColumn('through', 'integer', (col) => col.notNull())
    .addColumn('clicks', 'bigint', (col) => col.notNull())
    .addColumn('impressions', 'bigint', (col) => col.notNull())
    .addColumn('weighted', 'bigint', (col) => col.notNull())
    .addColumn('clicks_before', 'bigint', (col) => col.notNull())
    .addColumn('impressions_before', 'bigint', (col) => col.notNull())
    .addColumn('weighted_before', 'bigint', (col) => col.notNull())
    .addColumn('week_clicks', 'bigint', (col) => col.notNull())
    .addColumn('week_clicks_before', 'bigint', (col) => col.notNull())
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_rollups').execute()
}
