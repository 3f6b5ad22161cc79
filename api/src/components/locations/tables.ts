// Tables of locations: the places checks run from, the checks queued for one of them,
// confirmations of a failure and each location's answer, and per-minute figures.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'

export type LocationKind = 'home' | 'probe'

export type LocationTaskPurpose = 'confirm' | 'round'

export interface LocationsTable {
  id: string
  name: string
  kind: LocationKind
  /** SHA-256 of the probe token (null for home). */
  token_hash: string | null
  created_at: string
  last_heartbeat_at: string | null
  version: string | null
  /** What the location watch last decided: 'online' | 'offline' (null: not yet). */
  state: string | null
  /** Since when its own network fails (it does not vote); null while it votes. */
  muted_at: string | null
}

export interface LocationTasksTable {
  id: string
  domain_id: string
  location_id: string
  purpose: LocationTaskPurpose
  created_at: string
  lease_until: string | null
  attempts: Generated<number>
}

export interface LocationConfirmationsTable {
  domain_id: string
  primary_location_id: string
  started_at: string
  deadline_at: string
  expected: number
}

export interface LocationVotesTable {
  domain_id: string
  location_id: string
  at: string
  /** 1 when this location saw the site failing. */
  failed: number
  status_code: number | null
  error: string | null
}

export interface LocationMinutesTable {
  location_id: string
  /** Epoch seconds (bigint: PostgreSQL answers a string). */
  minute: number | string
  checks: number
  failures: number
  lag_ms: number | string
}

export interface LocationLatestTable {
  domain_id: string
  location_id: string
  at: string
  failed: number
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface LocationsDatabase {
  locations: LocationsTable
  location_tasks: LocationTasksTable
  location_confirmations: LocationConfirmationsTable
  location_votes: LocationVotesTable
  location_minutes: LocationMinutesTable
  location_latest: LocationLatestTable
}
