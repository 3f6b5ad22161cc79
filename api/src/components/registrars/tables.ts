// Tables of registrar accounts: the accounts with sealed credentials and their sync state,
// the domains each holds as its registrar reports them, TLD renewal prices, and the names each
// step of the last sync read.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).

export type RegistrarProviderName = 'namecheap' | 'godaddy' | 'porkbun' | 'namesilo'

export type SyncResultValue = 'ok' | 'bad-key' | 'ip-not-whitelisted' | 'plan-denied' | 'rate-limited' | 'unreachable' | 'error'

export type SyncStateValue = 'idle' | 'queued' | 'running'

export interface RegistrarAccountsTable {
  id: string
  user_id: string
  provider: RegistrarProviderName
  name: string
  /** Sealed JSON (platform/lib/secret-box.ts); never sent back by the API. */
  credentials: string
  created_at: string
  updated_at: string
  last_sync_at: string | null
  last_sync_result: SyncResultValue | null
  last_sync_message: string | null
  last_good_sync_at: string | null
  failures_in_a_row: number
  sync_state: SyncStateValue
  sync_due_at: string
  sync_cursor: string | null
  sync_step: number
  sync_done: number
  sync_total: number | null
  sync_started_at: string | null
}

export interface RegistrarDomainsTable {
  account_id: string
  domain: string
  user_id: string
  tld: string
  /** YYYY-MM-DD */
  expires_on: string | null
  created_on: string | null
  auto_renew: number | null
  locked: number | null
  privacy: number | null
  /** JSON array */
  nameservers: string | null
  updated_at: string
}

export interface RegistrarPricesTable {
  account_id: string
  tld: string
  renew_minor: number
  currency: string
  updated_at: string
}

export interface RegistrarSyncPagesTable {
  account_id: string
  step: number
  names: string
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface RegistrarsDatabase {
  registrar_accounts: RegistrarAccountsTable
  registrar_domains: RegistrarDomainsTable
  registrar_prices: RegistrarPricesTable
  registrar_sync_pages: RegistrarSyncPagesTable
}
