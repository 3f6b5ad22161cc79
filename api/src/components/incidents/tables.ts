// The incidents component's tables (migrations 2026-11-29-200, -210 and -400). The composition root
// (api/src/tables.ts) adds them to the product's Database, so the platform names no component.
import type { Generated } from 'kysely'
import type { SuperCategoryValue } from '../../platform/db/schema'

export type IncidentState = 'open' | 'acknowledged' | 'resolved'
export type TimelineKind = 'opened' | 'alert' | 'reopened' | 'acknowledged' | 'snoozed' | 'unsnoozed' | 'escalated' | 'note' | 'resolved'

export interface IncidentsTable {
  id: Generated<number>
  user_id: string
  cause_key: string
  kind: string
  title: string
  super_category: SuperCategoryValue | null
  state: IncidentState
  opened_at: string
  last_alert_at: string
  acknowledged_at: string | null
  acknowledged_by: string | null
  resolved_at: string | null
  resolved_by: string | null
  snoozed_until: string | null
  snooze_until_recovery: Generated<number>
  snooze_reason: string | null
  /** Escalation (migration 400): the policy, the next step counted over the repeats, when it is due (null: none). */
  escalation_policy_id: string | null
  escalation_step: number | null
  escalation_due_at: string | null
}

export interface IncidentAlertsTable {
  alert_id: number
  incident_id: number
}

export interface IncidentTimelineTable {
  id: Generated<number>
  incident_id: number
  at: string
  kind: TimelineKind
  actor: string
  text: Generated<string>
}

export interface IncidentAckLinksTable {
  token_hash: string
  incident_id: number
  delivery_id: number
  recipient: string
  expires_at: string
  used_at: string | null
  created_at: string
}

export interface EscalationPoliciesTable {
  id: string
  user_id: string
  name: string
  /** JSON EscalationStep[]. */
  steps: string
  repeats: number
  created_at: string
  updated_at: string
}

export type RotationPeriod = 'daily' | 'weekly'

export interface OncallRotationsTable {
  id: string
  user_id: string
  name: string
  timezone: string
  period: RotationPeriod
  /** Local "HH:MM". */
  handoff_time: string
  /** ISO weekday 1 (Monday) … 7 of a weekly hand-off; null for daily. */
  handoff_weekday: number | null
  /** Local YYYY-MM-DD of the first hand-off. */
  start_date: string
  /** JSON user ids in turn order. */
  members: string
  created_at: string
  updated_at: string
}

export interface OncallOverridesTable {
  id: string
  rotation_id: string
  user_id: string
  starts_at: string
  ends_at: string
  created_at: string
}

/** Its tables, composed into the Database type by the composition root (api/src/tables.ts). */
export interface IncidentsDatabase {
  incidents: IncidentsTable
  incident_alerts: IncidentAlertsTable
  incident_timeline: IncidentTimelineTable
  incident_ack_links: IncidentAckLinksTable
  escalation_policies: EscalationPoliciesTable
  oncall_rotations: OncallRotationsTable
  oncall_overrides: OncallOverridesTable
}
