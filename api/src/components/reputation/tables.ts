// The reputation tables (migration 300), declared in the component that alone reads and writes
// them; the composition root (api/src/tables.ts) adds them to the product's Database.
import type { Generated } from 'kysely'

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

/** Its tables, composed into the Database type by the composition root (api/src/tables.ts). */
export interface ReputationDatabase {
  reputation_providers: ReputationProvidersTable
  reputation_values: ReputationValuesTable
  reputation_listings: ReputationListingsTable
}
