// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// The Bing index state of each saved domain (one row per domain, replaced by each check).
// The latest CONCLUSIVE answer (indexed / not-indexed) is kept apart from the latest attempt,
// so a day on which Bing answers with a captcha neither lists a domain as not indexed nor
// drops one that Bing really does not know.
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bing_checks')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    // 'indexed' | 'not-indexed' from the latest conclusive answer; 'unknown' until there is one.
    .addColumn('state', 'text', (col) => col.notNull())
    // When `state` was found; null while it is 'unknown'.
    .addColumn('checked_at', 'text')
    // Why the site itself may keep Bing out (noindex, robots.txt), read from its scan at that time.
    .addColumn('site_cause', 'text')
    // The latest attempt, whatever its outcome: what the daily schedule's "due" is measured from.
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('attempt_state', 'text', (col) => col.notNull())
    .addColumn('attempt_reason', 'text')
    .execute()

  // The daily schedule: domains whose latest attempt is older than a day.
  await db.schema.createIndex('bing_checks_attempted_idx').on('bing_checks').column('attempted_at').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bing_checks').execute()
}
