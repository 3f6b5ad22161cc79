// The incidents component's tables (migrations 2026-11-29-200 and -210). The composition root
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

/** Its tables, composed into the Database type by the composition root (api/src/tables.ts). */
export interface IncidentsDatabase {
  incidents: IncidentsTable
  incident_alerts: IncidentAlertsTable
  incident_timeline: IncidentTimelineTable
  incident_ack_links: IncidentAckLinksTable
}
