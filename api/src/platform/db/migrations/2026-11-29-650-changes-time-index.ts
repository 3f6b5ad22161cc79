// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Retention of the site changes (the changes-prune check) deletes the oldest rows of every
// scope and user at once; the existing indexes all begin with the scope, the domain or the kind,
// so without this one each batch would read the whole table to find rows older than the cut-off.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('domain_changes_time').on('domain_changes').column('detected_at').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('domain_changes_time').execute()
}
