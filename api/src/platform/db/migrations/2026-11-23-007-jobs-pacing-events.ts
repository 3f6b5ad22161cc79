// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// What the checks engine needs beyond one due row per domain (ARCHITECTURE §4, §4b, §5):
// - system_checks: one due row per check type that covers the whole installation (history
//   roll-up, alert delivery, digests, retention), claimed with a lease like `checks`, so N
//   workers share every periodic job and no process keeps a timer of its own;
// - pacing: one "next allowed time" per outside service (Bing, an RDAP server), reserved by
//   every worker in the database, so N workers pace their requests as one stream;
// - events: what changed for a domain (down, recovered, affiliate broken, expiring…), written in
//   the transaction of the result that caused it; alerts are derived from them;
// - the domain's failure streak, so a one-off blip is re-checked before it counts as down.
import { type Kysely, PostgresAdapter } from 'kysely'

/** An integer key the database assigns: SQLite's rowid alias, PostgreSQL's serial. */
function autoId (db: Kysely<any>): 'integer' | 'serial' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer'
}

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('system_checks')
    .addColumn('type', 'text', (col) => col.primaryKey())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('round', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requested_at', 'text')
    .addColumn('last_run_at', 'text')
    .execute()

  await db.schema
    .createTable('pacing')
    .addColumn('key', 'text', (col) => col.primaryKey())
    // Epoch milliseconds: reserving a turn is arithmetic in one UPDATE on both databases.
    .addColumn('next_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('events')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    // The domain it is about, if any; its name is kept so the history reads after a delete.
    .addColumn('domain_id', 'text', (col) => col.references('domains.id').onDelete('set null'))
    .addColumn('domain', 'text')
    .addColumn('super_category', 'text')
    // The hosting server it is about (server expiry), if any.
    .addColumn('server_id', 'text', (col) => col.references('hosting_servers.id').onDelete('set null'))
    // Kind-specific details as JSON (status code, days left, before/after values…).
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    // pending → sent | muted | suppressed | silent, decided by the alert builder.
    .addColumn('alert_state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('alert_id', 'integer')
    // Set for events that must happen once per cause (a threshold of one expiry date): a
    // second writer's insert is a no-op.
    .addColumn('dedupe_key', 'text')
    .execute()
  await db.schema.createIndex('events_dedupe_uq').on('events').column('dedupe_key').unique().execute()
  // A user's history, newest first, paged by id.
  await db.schema.createIndex('events_user_idx').on('events').columns(['user_id', 'id']).execute()
  // The alert builder reads the few events not yet decided.
  await db.schema.createIndex('events_alert_state_idx').on('events').columns(['alert_state', 'id']).execute()
  // A domain's own timeline.
  await db.schema.createIndex('events_domain_idx').on('events').columns(['domain_id', 'id']).execute()

  // The current failure streak: since when checks fail (null while up), and since when it
  // counts as down (set once a re-check confirmed it).
  await db.schema.alterTable('domains').addColumn('failing_since', 'text').execute()
  await db.schema.alterTable('domains').addColumn('down_since', 'text').execute()
  // Whether the home page asked search engines not to index it at the last status check (1/0),
  // null until a check read the page.
  await db.schema.alterTable('domains').addColumn('noindex', 'integer').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('domains').dropColumn('noindex').execute()
  await db.schema.alterTable('domains').dropColumn('down_since').execute()
  await db.schema.alterTable('domains').dropColumn('failing_since').execute()
  await db.schema.dropTable('events').execute()
  await db.schema.dropTable('pacing').execute()
  await db.schema.dropTable('system_checks').execute()
}
