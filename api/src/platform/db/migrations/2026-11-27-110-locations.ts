// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// Locations (issue 24): checks run from several places and a failure is confirmed from others.
// - locations: home (the api's own worker) and probes; a probe's token is kept as its SHA-256.
//   `state` is what the location watch last decided ('online' | 'offline'), so its events are
//   written once per change; `muted_at` is set while the location's own network fails (it does
//   not vote then).
// - location_tasks: checks queued for one location (confirmations, every-location rounds),
//   claimed under lease by that location.
// - location_confirmations / location_votes: an open confirmation of a domain's failure and the
//   answer of each location asked.
// - location_minutes: per location and minute, checks and failures and lag (the admin screen's
//   figures, and the self-check of a location's own network).
// - location_latest: each location's latest result per domain (the status errors screen).
// - domains.location_id / hosting_servers.location_id: a chosen primary location;
//   checks.location_id: where a due row runs (null: the home processes).
import type { Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    // 'home' | 'probe'
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_heartbeat_at', 'text')
    .addColumn('version', 'text')
    .addColumn('state', 'text')
    .addColumn('muted_at', 'text')
    .execute()

  await db.schema
    .createTable('location_tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    // 'confirm' | 'round'
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('location_tasks_claim_idx').on('location_tasks').columns(['location_id', 'lease_until', 'created_at']).execute()
  await db.schema.createIndex('location_tasks_domain_idx').on('location_tasks').columns(['domain_id', 'location_id']).execute()

  await db.schema
    .createTable('location_confirmations')
    .addColumn('domain_id', 'text', (col) => col.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('primary_location_id', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('deadline_at', 'text', (col) => col.notNull())
    // How many locations were asked, the primary included.
    .addColumn('expected', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('location_confirmations_deadline_idx').on('location_confirmations').column('deadline_at').execute()

  await db.schema
    .createTable('location_votes')
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('failed', 'integer', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('location_votes_pk', ['domain_id', 'location_id'])
    .execute()

  await db.schema
    .createTable('location_minutes')
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    // Start of the minute, epoch seconds.
    .addColumn('minute', 'bigint', (col) => col.notNull())
    .addColumn('checks', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    // Milliseconds from a check being queued to its result, summed (lag = lag_ms / checks).
    .addColumn('lag_ms', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('location_minutes_pk', ['location_id', 'minute'])
    .execute()

  await db.schema
    .createTable('location_latest')
    .addColumn('domain_id', 'text', (col) => col.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('failed', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('location_latest_pk', ['domain_id', 'location_id'])
    .execute()

  await db.schema.alterTable('domains').addColumn('location_id', 'text').execute()
  await db.schema.alterTable('hosting_servers').addColumn('location_id', 'text').execute()
  await db.schema.alterTable('checks').addColumn('location_id', 'text').execute()
  await db.schema.createIndex('checks_location_idx').on('checks').columns(['location_id', 'due_at']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checks_location_idx').execute()
  await db.schema.alterTable('checks').dropColumn('location_id').execute()
  await db.schema.alterTable('hosting_servers').dropColumn('location_id').execute()
  await db.schema.alterTable('domains').dropColumn('location_id').execute()
  for (const table of ['location_latest', 'location_minutes', 'location_votes', 'location_confirmations', 'location_tasks', 'locations']) {
    await db.schema.dropTable(table).execute()
  }
}
