// The table of the event log: what changed for a domain or server.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'
import type { SuperCategoryValue } from '../../platform/db/tables'

/**
 * What the alert builder decided for an event: pending (not yet), sent (in an alert), muted (a
 * maintenance window), suppressed (Sitefleet itself was offline), silent (no channel, category
 * or rule wants it).
 */
export type AlertState = 'pending' | 'sent' | 'muted' | 'suppressed' | 'silent'

/** What changed for a domain or server (migration 007); alerts are derived from these. */
export interface EventsTable {
  id: Generated<number>
  user_id: string
  /** A key of the event kinds list (components/events/event-kinds.ts). */
  kind: string
  occurred_at: string
  domain_id: string | null
  domain: string | null
  super_category: SuperCategoryValue | null
  server_id: string | null
  /** Kind-specific details as JSON. */
  data: Generated<string>
  alert_state: Generated<AlertState>
  alert_id: number | null
  /** Unique when set: the same cause (e.g. one threshold of one expiry date) is recorded once. */
  dedupe_key: string | null
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface EventsDatabase {
  events: EventsTable
}
