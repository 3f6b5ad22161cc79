// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// The Changes screen filtered by kind (issue 16): "title changes this week" read every change of
// the week from the (scope, user, time) index and its row for the kind (~25 ms for 17,000 changes
// at 50,000 domains; counted again for the total). Kind first, so the unfiltered newest-first list
// keeps the (scope, user, time) index: SQLite without statistics would otherwise take this one
// and sort every change of the user.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('domain_changes_kind_scope_time').on('domain_changes')
    .columns(['kind', 'super_category', 'user_id', 'detected_at']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('domain_changes_kind_scope_time').execute()
}
