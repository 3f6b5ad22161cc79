// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Footprints at scale (issue 16): the Footprints screen groups one user's domains of one scope by
// (kind, value). Joined to domains for the owner, that GROUP BY looked up every footprint of the
// scope's domains one by one (~0.45 s at 50,000 domains); with the owner and scope copied onto
// each row, as domain_changes does, it is one covering index range (~45 ms). The index ends with
// domain_id so a cluster's members are read from the index too.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('domain_footprints').addColumn('user_id', 'text', (col) => col.notNull().defaultTo('')).execute()
  await db.schema.alterTable('domain_footprints').addColumn('super_category', 'text', (col) => col.notNull().defaultTo('')).execute()
  await db.updateTable('domain_footprints').set((eb) => ({
    user_id: eb.selectFrom('domains').select('domains.user_id').whereRef('domains.id', '=', 'domain_footprints.domain_id'),
    super_category: eb.selectFrom('domains').select('domains.super_category').whereRef('domains.id', '=', 'domain_footprints.domain_id')
  })).execute()
  await db.schema.createIndex('domain_footprints_owner').on('domain_footprints')
    .columns(['super_category', 'user_id', 'kind', 'value', 'domain_id']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('domain_footprints_owner').execute()
  await db.schema.alterTable('domain_footprints').dropColumn('super_category').execute()
  await db.schema.alterTable('domain_footprints').dropColumn('user_id').execute()
}
