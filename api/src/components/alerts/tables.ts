// Tables of the alerts derived from events: channels, preferences, maintenance windows,
// alerts, their deliveries and attempts, digests.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'

export type ChannelKind = 'email' | 'webhook' | 'slack' | 'discord' | 'telegram'

/** Where a user's alerts go (migration 008). */
export interface AlertChannelsTable {
  id: string
  user_id: string
  kind: ChannelKind
  name: string
  /** Shown to the owner: an address, a URL without secrets, a chat id or a masked hint. */
  target: string
  /** Encrypted (platform/lib/secret-box.ts); never sent back by the API. */
  secret: string | null
  enabled: Generated<number>
  created_at: string
  updated_at: string
}

export interface AlertPreferencesTable {
  user_id: string
  /** JSON { kind: channelId[] }; a kind not listed goes to every channel. */
  routes: Generated<string>
  /** JSON SuperCategoryValue[]. */
  categories: string
  quiet_start: number | null
  quiet_end: number | null
  timezone: Generated<string>
  digest_hour: number | null
  updated_at: string
  /** The escalation policy of the user's incidents (migration 400); null: none. */
  escalation_policy_id: string | null
}

export interface MaintenanceWindowsTable {
  id: string
  user_id: string
  server_id: string | null
  domain_id: string | null
  starts_at: string
  ends_at: string
  note: Generated<string>
  created_at: string
}

export interface AlertsTable {
  id: Generated<number>
  user_id: string
  kind: string
  group_key: string
  occurred_at: string
  title: string
  message: string
  /** JSON AlertPayload. */
  payload: string
  created_at: string
}

export type DeliveryState = 'pending' | 'delivered' | 'failed'

export interface AlertDeliveriesTable {
  id: Generated<number>
  alert_id: number
  channel_id: string
  state: Generated<DeliveryState>
  attempts: Generated<number>
  next_attempt_at: string
  lease_owner: string | null
  lease_until: string | null
  last_error: string | null
  delivered_at: string | null
  created_at: string
}

export interface AlertAttemptsTable {
  id: Generated<number>
  delivery_id: number
  attempted_at: string
  ok: number
  status_code: number | null
  error: string | null
  duration_ms: number
}

export interface AlertDigestsTable {
  user_id: string
  day: string
  sent_at: string
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface AlertsDatabase {
  alert_channels: AlertChannelsTable
  alert_preferences: AlertPreferencesTable
  maintenance_windows: MaintenanceWindowsTable
  alerts: AlertsTable
  alert_deliveries: AlertDeliveriesTable
  alert_attempts: AlertAttemptsTable
  alert_digests: AlertDigestsTable
}
