// Tables of the job runtime (due rows, leases, pacing, installation-wide state), the check
// history it writes, and the read cache's change counters.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see ../schema.ts).
import type { Generated } from 'kysely'
import type { SuperCategoryValue } from './domains'

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

export interface SystemStateTable {
  key: string
  value: string
  updated_at: string
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

/** An hourly (90 days) or daily (2 years) roll-up of a series (migration 060). */
export interface HistoryRollupTable {
  series_id: number
  /** Start of the hour or day, epoch seconds. */
  at: number
  checks: number
  failures: number
  /** Checks that had a response time (avg = sum_ms / timed). */
  timed: number
  min_ms: number | null
  max_ms: number | null
  sum_ms: number | null
  /** Codes seen with counts, "200*3 503*1". */
  codes: string
}

/** Per series, the totals of its last 30 rolled-up days (migration 075), for the overview. */
export interface HistoryWindowTable {
  series_id: number
  /** Start of the last day counted, epoch seconds. */
  through: number
  checks: number
  failures: number
  /** Start of the earliest day counted (migration 100); null in rows written before it. */
  since: number | null
}

/** Per series, the totals of the current day's rolled-up hours (migration 100), for the overview. */
export interface HistoryTodayTable {
  series_id: number
  /** Start of the day, epoch seconds. */
  day: number
  /** End of the last hour counted: later raw results are not in these totals. */
  through: number
  checks: number
  failures: number
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

/**
 * Per scope, the status series' 30-day window plus the current day's rolled-up hours as of
 * `through` (migration 150), summed by the history roll-up; complete = 1 once its pass ended.
 */
export interface HistoryScopeTotalsTable {
  through: number
  super_category: string
  user_id: string
  checks: number
  failures: number
  /** Start of the earliest day a window counts. */
  since: number | null
  /** The earliest raw result of the series without a window. */
  first_at: number | null
  complete: Generated<number>
}

/** Status checks and failures per scope and closed UTC day (migration 2026-11-29-150), added by the roll-up. */
export interface HistoryScopeDaysTable {
  super_category: string
  user_id: string
  /** Start of the day, epoch seconds. */
  day: number
  checks: number
  failures: number
}

/**
 * Area of a user's data whose lists are cached (migration 005): what the user changes
 * (`domains:`, `hosting`) apart from what the checks engine records (`checks:`).
 */
export type DataArea = `domains:${SuperCategoryValue}` | `checks:${SuperCategoryValue}` | `footprints:${SuperCategoryValue}` | 'hosting'

/** A counter per user and area, bumped by every write that changes that area's lists. */
export interface DataVersionsTable {
  user_id: string
  area: DataArea
  version: number
}
