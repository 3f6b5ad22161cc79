// FROZEN: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and
// PostgreSQL alike, and no app imports so later code changes cannot alter it.
//
// Alerts (ARCHITECTURE §4b): events become alerts (one per cause) that go to a user's channels
// through a durable outbox, claimed under lease by the workers, with a log of every attempt.
// - alert_channels: where a user's alerts go (e-mail, webhook, Slack, Discord, Telegram); the
//   secret (signing key, webhook URL, bot token) is stored encrypted and never read back;
// - alert_preferences: per user, which event kinds go to which channels, categories, quiet
//   hours, the daily digest hour;
// - maintenance_windows: per server or per domain, events inside one are recorded as muted;
// - alerts: one message per cause (a site, a server's sites, "Sitefleet is offline");
// - alert_deliveries: the outbox, one row per alert and channel (unique: exactly once);
// - alert_attempts: every attempt, with its outcome;
// - system_state: installation-wide state the alert builder keeps (is Sitefleet offline?);
// - alert_digests: the day each user's digest went out (once per day across workers).
import { type Kysely, PostgresAdapter } from 'kysely'

function autoId (db: Kysely<any>): 'integer' | 'serial' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer'
}

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_channels')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // email | webhook | slack | discord | telegram
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    // What the screens may show: an address, a URL without secrets, a chat id, a masked hint.
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('secret', 'text')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('alert_channels_user_idx').on('alert_channels').column('user_id').execute()

  await db.schema
    .createTable('alert_preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // JSON: { "<event kind>": ["<channel id>", …] }; a kind not listed goes to every channel.
    .addColumn('routes', 'text', (col) => col.notNull().defaultTo('{}'))
    // JSON array of super categories whose events alert.
    .addColumn('categories', 'text', (col) => col.notNull())
    .addColumn('quiet_start', 'integer')
    .addColumn('quiet_end', 'integer')
    .addColumn('timezone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .addColumn('digest_hour', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('maintenance_windows')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('server_id', 'text', (col) => col.references('hosting_servers.id').onDelete('cascade'))
    .addColumn('domain_id', 'text', (col) => col.references('domains.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('maintenance_windows_user_idx').on('maintenance_windows').columns(['user_id', 'ends_at']).execute()

  await db.schema
    .createTable('alerts')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // What the alert stands for: "domain:<id>", "server:<id>", "account:<id>", "network".
    .addColumn('group_key', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    // JSON sent to webhooks: { kind, message, occurredAt, domains, server?, account? }.
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('alerts_group_idx').on('alerts').columns(['user_id', 'group_key', 'kind', 'created_at']).execute()

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('alert_id', 'integer', (col) => col.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (col) => col.notNull().references('alert_channels.id').onDelete('cascade'))
    // pending → delivered | failed (gave up after 24 h)
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Each alert reaches each channel once, whichever worker writes or sends it.
    .addUniqueConstraint('alert_deliveries_alert_channel_uq', ['alert_id', 'channel_id'])
    .execute()
  await db.schema.createIndex('alert_deliveries_due_idx').on('alert_deliveries').columns(['state', 'next_attempt_at']).execute()
  await db.schema.createIndex('alert_deliveries_channel_idx').on('alert_deliveries').column('channel_id').execute()

  await db.schema
    .createTable('alert_attempts')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('delivery_id', 'integer', (col) => col.notNull().references('alert_deliveries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('alert_attempts_delivery_idx').on('alert_attempts').column('delivery_id').execute()

  await db.schema
    .createTable('system_state')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('alert_digests')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The user's local date (YYYY-MM-DD) the digest is for.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_digests_pk', ['user_id', 'day'])
    .execute()

  // The digest's "new errors in the last 24 hours".
  await db.schema.createIndex('events_kind_occurred_idx').on('events').columns(['kind', 'occurred_at']).execute()
  // "Is Sitefleet itself offline?": the share of failures among the domains checked lately.
  await db.schema.createIndex('domains_last_checked_idx').on('domains').column('last_checked').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('domains_last_checked_idx').execute()
  await db.schema.dropIndex('events_kind_occurred_idx').execute()
  await db.schema.dropTable('alert_digests').execute()
  await db.schema.dropTable('system_state').execute()
  await db.schema.dropTable('alert_attempts').execute()
  await db.schema.dropTable('alert_deliveries').execute()
  await db.schema.dropTable('alerts').execute()
  await db.schema.dropTable('maintenance_windows').execute()
  await db.schema.dropTable('alert_preferences').execute()
  await db.schema.dropTable('alert_channels').execute()
}
