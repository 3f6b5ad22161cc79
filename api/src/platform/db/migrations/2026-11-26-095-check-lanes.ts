// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Paced checks (RDAP, Bing) run in lanes of their own (issue 27). A lane claims only rows whose
// pacing key has a turn to give, so each row keeps the key its check last paced on (learned at
// its first run; null until then). Claims go type by type (status first), hence the index by
// type and due time: a tier or lane reads just the rows it takes, not every due row before them.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checks').addColumn('pace_key', 'text').execute()
  await db.schema.createIndex('checks_type_due_idx').on('checks').columns(['type', 'due_at']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checks_type_due_idx').execute()
  await db.schema.alterTable('checks').dropColumn('pace_key').execute()
}
