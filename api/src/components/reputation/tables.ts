// The reputation tables (migration 300), declared in the component that alone reads and writes
// them: its repositories see the product's Database plus these.
import type { Generated, Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'

export interface ReputationProvidersTable {
  provider: string
  enabled_at: string | null
  baseline_done_at: string | null
  last_run_at: string | null
  values_synced_at: string | null
  last_error: string | null
  last_error_at: string | null
}

export interface ReputationValuesTable {
  provider: string
  value: string
  kind: 'domain' | 'ip'
  due_at: string
  checked_at: string | null
  error: string | null
  error_at: string | null
}

export interface ReputationListingsTable {
  id: Generated<number>
  provider: string
  value: string
  kind: 'domain' | 'ip'
  category: string
  code: string
  first_seen: string
  last_checked: string
  delisted_at: string | null
  baseline: Generated<number>
}

export interface ReputationDatabase extends Database {
  reputation_providers: ReputationProvidersTable
  reputation_values: ReputationValuesTable
  reputation_listings: ReputationListingsTable
}

/** The product's database seen with the reputation tables. */
export function reputationDb (db: Kysely<Database>): Kysely<ReputationDatabase> {
  return db as unknown as Kysely<ReputationDatabase>
}
