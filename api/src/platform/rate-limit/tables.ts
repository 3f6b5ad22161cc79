// The table of sign-in and request limits.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).

/** A counter of the sign-in limits (migration 010): a fixed window, or a run of failed attempts. */
export interface RateLimitsTable {
  key: string
  hits: number
  window_start: string
  /** A run of failed attempts: no further attempt before this time. */
  blocked_until: string | null
  updated_at: string
}

/** Its tables, part of the platform's own Database type (../db/schema.ts). */
export interface RateLimitDatabase {
  rate_limits: RateLimitsTable
}
