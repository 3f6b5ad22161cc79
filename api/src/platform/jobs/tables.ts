// Tables of the job runtime: due rows and leases, pacing, and the check history it records
// as results come in (the history component rolls it up).
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'

/** One due check per domain and check type (migration 003); workers claim rows with a lease. */
export interface ChecksTable {
  domain_id: string
  /** A key of the check registry (api/src/job-types.ts). */
  type: string
  due_at: string
  /** Generation marker: bumped when a result is recorded. */
  round: Generated<number>
  lease_owner: string | null
  lease_until: string | null
  claimed_at: string | null
  attempts: Generated<number>
  /** Set by a refresh request, cleared by the first result recorded after it. */
  requested_at: string | null
  last_run_at: string | null
  /** The pacing key the check last paced on (migration 095): a paced lane claims it only when that key has a turn. */
  pace_key: Generated<string | null>
  /** Where the row runs (migration 110): a probe location's id, or null for the home processes. */
  location_id: Generated<string | null>
}

/** One due row per system check type (migration 007): jobs over the whole installation. */
export interface SystemChecksTable {
  type: string
  due_at: string
  round: Generated<number>
  lease_owner: string | null
  lease_until: string | null
  claimed_at: string | null
  attempts: Generated<number>
  requested_at: string | null
  last_run_at: string | null
}

/** The next time a paced outside service may be asked (epoch ms), shared by every worker. */
export interface PacingTable {
  key: string
  /** bigint: PostgreSQL returns it as a string. */
  next_at: number | string
}

/** One integer id per (domain, check type) (migration 060): the key of every history row. */
export interface HistorySeriesTable {
  id: Generated<number>
  domain_id: string
  type: string
}

/** One result, kept 48 hours (migration 060). Times are epoch seconds. */
export interface HistoryRawTable {
  series_id: number
  at: number
  code: number | null
  ms: number | null
  /** Null when the result was fine. */
  error: string | null
}

/**
 * Results and failures of a check type per scope and hour (migration 150), counted as results are
 * recorded: the overview's uptime adds the hours after its snapshot (history_scope_totals).
 */
export interface HistoryScopeHoursTable {
  type: string
  super_category: string
  user_id: string
  /** Start of the hour, epoch seconds. */
  hour: number
  checks: number
  failures: number
  /** The earliest result counted, epoch seconds. */
  first_at: number
}

/** Failures counted in history_scope_hours and forgiven since (regional), per domain and hour (migration 150). */
export interface HistoryScopeForgivenTable {
  domain_id: string
  hour: number
  failures: number
}

/** Its tables, part of the platform's own Database type (../db/schema.ts). */
export interface JobsDatabase {
  checks: ChecksTable
  history_series: HistorySeriesTable
  history_raw: HistoryRawTable
  history_scope_hours: HistoryScopeHoursTable
  history_scope_forgiven: HistoryScopeForgivenTable
  system_checks: SystemChecksTable
  pacing: PacingTable
}
