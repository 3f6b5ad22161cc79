// The table of affiliate link results.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).

export type AffiliateOutcome = 'ok' | 'missing' | 'broken' | 'blocked' | 'unknown'

export interface AffiliateResultsTable {
  domain_id: string
  checked_at: string
  affiliate_link: string
  outcome: AffiliateOutcome
  link_status: number | null
  error: string | null
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface MonitoringDatabase {
  affiliate_results: AffiliateResultsTable
}
