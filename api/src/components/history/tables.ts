// Tables of the check history's roll-ups and the totals the overview reads.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).
import type { Generated } from 'kysely'

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

/** This component's tables, composed into the Database type by api/src/tables.ts. */
/** Status checks and failures per scope and closed UTC day (migration 2026-11-29-150), added by the roll-up. */
export interface HistoryScopeDaysTable {
  super_category: string
  user_id: string
  /** Start of the day, epoch seconds. */
  day: number
  checks: number
  failures: number
}

export interface HistoryDatabase {
  history_hourly: HistoryRollupTable
  history_daily: HistoryRollupTable
  history_window: HistoryWindowTable
  history_today: HistoryTodayTable
  history_scope_totals: HistoryScopeTotalsTable
  history_scope_days: HistoryScopeDaysTable
}
