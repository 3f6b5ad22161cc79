// FROZEN once shipped: never edit a migration that has shipped; add a new one instead.
// Schema builder only (no dialect-specific SQL) so it runs on SQLite and PostgreSQL alike, and
// no app imports so later code changes cannot alter it.
//
// Escalation policies and on-call rotations:
// - escalation_policies: a user's ordered steps (JSON: after how many minutes without an
//   acknowledgement, which channels and which rotations' on-call users), run `repeats` more times;
// - oncall_rotations: an ordered list of users (JSON) taking turns daily or weekly, handing off
//   at a local time in an IANA time zone, from a start date on;
// - oncall_overrides: another user covering a rotation from one instant to another;
// - incidents gain their escalation state (the policy, the next step, when it is due), so
//   escalation survives restarts and any worker can take the next step;
// - alert_preferences gain the policy the user's alerts escalate with.
import { type Kysely } from 'kysely'

export async function up (db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('escalation_policies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // JSON [{ afterMinutes, channelIds: [], rotationIds: [] }]
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('repeats', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('escalation_policies_user_idx').on('escalation_policies').columns(['user_id', 'name']).execute()

  await db.schema
    .createTable('oncall_rotations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('timezone', 'text', (col) => col.notNull())
    // daily | weekly
    .addColumn('period', 'text', (col) => col.notNull())
    // Local "HH:MM" of each hand-off, and (weekly) its ISO weekday, 1 = Monday.
    .addColumn('handoff_time', 'text', (col) => col.notNull())
    .addColumn('handoff_weekday', 'integer')
    // Local date of the first hand-off (weekly: the first hand-off weekday on or after it).
    .addColumn('start_date', 'text', (col) => col.notNull())
    // JSON [userId, …] in turn order.
    .addColumn('members', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('oncall_rotations_user_idx').on('oncall_rotations').columns(['user_id', 'name']).execute()

  await db.schema
    .createTable('oncall_overrides')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('rotation_id', 'text', (col) => col.notNull().references('oncall_rotations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('oncall_overrides_rotation_idx').on('oncall_overrides').columns(['rotation_id', 'starts_at']).execute()

  await db.schema.alterTable('incidents').addColumn('escalation_policy_id', 'text').execute()
  // The next step, counted over the repeats (0: the first step of the first round).
  await db.schema.alterTable('incidents').addColumn('escalation_step', 'integer').execute()
  await db.schema.alterTable('incidents').addColumn('escalation_due_at', 'text').execute()
  await db.schema.createIndex('incidents_escalation_due_idx').on('incidents').columns(['escalation_due_at']).execute()

  await db.schema.alterTable('alert_preferences').addColumn('escalation_policy_id', 'text').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('alert_preferences').dropColumn('escalation_policy_id').execute()
  await db.schema.dropIndex('incidents_escalation_due_idx').execute()
  await db.schema.alterTable('incidents').dropColumn('escalation_due_at').execute()
  await db.schema.alterTable('incidents').dropColumn('escalation_step').execute()
  await db.schema.alterTable('incidents').dropColumn('escalation_policy_id').execute()
  await db.schema.dropTable('oncall_overrides').execute()
  await db.schema.dropTable('oncall_rotations').execute()
  await db.schema.dropTable('escalation_policies').execute()
}
