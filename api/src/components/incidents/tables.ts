// The incidents component's tables (migrations 2026-11-29-200 and -210). They are not in the platform's
// Database: the component's repositories see them through `incidentsDb()`, so the platform
// stays unaware of any component.
import type { Generated, Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'

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

// A type alias, not an interface: withTables() wants a record type.
export interface IncidentAckLinksTable {
  token_hash: string
  incident_id: number
  delivery_id: number
  recipient: string
  expires_at: string
  used_at: string | null
  created_at: string
}

export type IncidentTables = {
  incidents: IncidentsTable
  incident_alerts: IncidentAlertsTable
  incident_timeline: IncidentTimelineTable
  incident_ack_links: IncidentAckLinksTable
}

export type IncidentsDatabase = Database & IncidentTables

/** The app's database seen with the incidents' tables. */
export function incidentsDb (db: Kysely<Database>): Kysely<IncidentsDatabase> {
  return db.withTables<IncidentTables>()
}
