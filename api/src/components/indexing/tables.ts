// The table of Bing index checks.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).

export type BingStateValue = 'indexed' | 'not-indexed' | 'unknown'

/** Bing index state of a domain (migration 004): latest conclusive answer + latest attempt. */
export interface BingChecksTable {
  domain_id: string
  state: BingStateValue
  checked_at: string | null
  site_cause: string | null
  attempted_at: string
  attempt_state: BingStateValue
  attempt_reason: string | null
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface IndexingDatabase {
  bing_checks: BingChecksTable
}
