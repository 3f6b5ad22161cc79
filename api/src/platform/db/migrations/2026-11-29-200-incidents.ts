// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// Incidents: every alert that is sent opens or joins the incident of its cause (its kind, the
// kind it ends for a recovery, and its group key), which is then acknowledged and resolved.
// - incidents: one per cause and occurrence; a cause firing again soon after it was resolved
//   reopens the same row;
// - incident_alerts: which alerts belong to which incident (an alert to one at most);
// - incident_timeline: what happened to an incident, who did it and when (alerts, ack, snooze,
//   notes, escalation steps, resolution); deliveries are read from the outbox.
import { type Kysely, PostgresAdapter } from 'kysely'

function autoId (db: Kysely<any>): 'integer' | 'serial' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer'
}

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('incidents')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // "<kind>|<group key>": the kind of the first alert (the one a recovery ends) and its group.
    .addColumn('cause_key', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    // The most guarded super category of its domains (dating hides it from callers without
    // dating access); null for incidents about no domain.
    .addColumn('super_category', 'text')
    // open | acknowledged | resolved
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('opened_at', 'text', (col) => col.notNull())
    .addColumn('last_alert_at', 'text', (col) => col.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('acknowledged_by', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    // A snooze: until a time, or (until_recovery = 1) until the cause recovers.
    .addColumn('snoozed_until', 'text')
    .addColumn('snooze_until_recovery', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('snooze_reason', 'text')
    .execute()
  await db.schema.createIndex('incidents_cause_idx').on('incidents').columns(['user_id', 'cause_key', 'opened_at']).execute()
  await db.schema.createIndex('incidents_state_idx').on('incidents').columns(['user_id', 'state', 'opened_at']).execute()

  await db.schema
    .createTable('incident_alerts')
    .addColumn('alert_id', 'integer', (col) => col.primaryKey().references('alerts.id').onDelete('cascade'))
    .addColumn('incident_id', 'integer', (col) => col.notNull().references('incidents.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('incident_alerts_incident_idx').on('incident_alerts').columns(['incident_id']).execute()

  await db.schema
    .createTable('incident_timeline')
    .addColumn('id', autoId(db), (col) => col.primaryKey())
    .addColumn('incident_id', 'integer', (col) => col.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    // opened | alert | reopened | acknowledged | snoozed | unsnoozed | escalated | note | resolved
    .addColumn('kind', 'text', (col) => col.notNull())
    // Who: a user's name, "Sitefleet", or the recipient an acknowledge link was sent to.
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('incident_timeline_incident_idx').on('incident_timeline').columns(['incident_id', 'id']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('incident_timeline').execute()
  await db.schema.dropTable('incident_alerts').execute()
  await db.schema.dropTable('incidents').execute()
}
