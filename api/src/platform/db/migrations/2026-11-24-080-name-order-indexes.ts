// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// No app imports, so later code changes cannot alter it.
//
// Lists and exports order domain names in byte order (`domain collate "C"` on PostgreSQL), so
// both databases give the same order and the same pages. SQLite's default collation is byte
// order and its (user_id, super_category, domain) index serves that order; PostgreSQL's indexes
// use the database's collation, so every page of a keyset export scanned and sorted the rest of
// the portfolio (quadratic: 51 pages of 50,000 domains took ~2 s of sorting). These
// PostgreSQL-only indexes hold the names in byte order, for one user's scope and for a whole
// scope (an admin's). SQLite needs nothing: it already has both orders.
import { type Kysely, PostgresAdapter, sql } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`create index domains_user_scope_name_c_idx on domains (user_id, super_category, (domain collate "C"), id)`.execute(db)
  await sql`create index domains_scope_name_c_idx on domains (super_category, (domain collate "C"), id)`.execute(db)
}

export async function down (db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`drop index domains_scope_name_c_idx`.execute(db)
  await sql`drop index domains_user_scope_name_c_idx`.execute(db)
}
