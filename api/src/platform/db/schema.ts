// Table types for Kysely. Ids are text UUIDs and timestamps ISO-8601 UTC text
// so SQLite and PostgreSQL store and compare them the same way. The tables are declared by area
// in ./tables/; this file assembles the Database and is what the code imports.
import type { Insertable, Selectable, Updateable } from 'kysely'
import type { AlertAttemptsTable, AlertChannelsTable, AlertDeliveriesTable, AlertDigestsTable, AlertPreferencesTable, AlertsTable, EventsTable, MaintenanceWindowsTable } from './tables/alerts'
import type { AffiliateResultsTable, BingChecksTable, DomainCertificatesTable, DomainChangesTable, DomainDnsTable, DomainFootprintsTable, DomainRegistryTable, DomainScansTable, DomainsTable } from './tables/domains'
import type { DomainHostingTable, HostingAccountsTable, HostingServersTable } from './tables/hosting'
import type { ApiTokensTable, OneTimeCodesTable, RateLimitsTable, UsersTable } from './tables/identity'
import type { BulkJobsTable, ImportDomainsTable, ImportPreviewRowsTable, ImportsTable } from './tables/imports'
import type { LocationConfirmationsTable, LocationLatestTable, LocationMinutesTable, LocationsTable, LocationTasksTable, LocationVotesTable } from './tables/locations'
import type { RegistrarAccountsTable, RegistrarDomainsTable, RegistrarPricesTable, RegistrarSyncPagesTable } from './tables/registrars'
import type { ChecksTable, DataVersionsTable, HistoryRawTable, HistoryRollupTable, HistoryScopeDaysTable, HistoryScopeForgivenTable, HistoryScopeHoursTable, HistoryScopeTotalsTable, HistorySeriesTable, HistoryTodayTable, HistoryWindowTable, PacingTable, SystemChecksTable, SystemStateTable } from './tables/jobs'

export type * from './tables/identity'
export type * from './tables/domains'
export type * from './tables/hosting'
export type * from './tables/jobs'
export type * from './tables/alerts'
export type * from './tables/imports'
export type * from './tables/locations'
export type * from './tables/registrars'

export interface Database {
  users: UsersTable
  one_time_codes: OneTimeCodesTable
  domains: DomainsTable
  domain_scans: DomainScansTable
  hosting_accounts: HostingAccountsTable
  hosting_servers: HostingServersTable
  domain_hosting: DomainHostingTable
  checks: ChecksTable
  history_series: HistorySeriesTable
  history_raw: HistoryRawTable
  history_hourly: HistoryRollupTable
  history_daily: HistoryRollupTable
  history_window: HistoryWindowTable
  history_today: HistoryTodayTable
  history_scope_hours: HistoryScopeHoursTable
  history_scope_forgiven: HistoryScopeForgivenTable
  history_scope_totals: HistoryScopeTotalsTable
  history_scope_days: HistoryScopeDaysTable
  affiliate_results: AffiliateResultsTable
  bing_checks: BingChecksTable
  data_versions: DataVersionsTable
  system_checks: SystemChecksTable
  pacing: PacingTable
  events: EventsTable
  alert_channels: AlertChannelsTable
  alert_preferences: AlertPreferencesTable
  maintenance_windows: MaintenanceWindowsTable
  alerts: AlertsTable
  alert_deliveries: AlertDeliveriesTable
  alert_attempts: AlertAttemptsTable
  system_state: SystemStateTable
  alert_digests: AlertDigestsTable
  rate_limits: RateLimitsTable
  domain_changes: DomainChangesTable
  domain_footprints: DomainFootprintsTable
  api_tokens: ApiTokensTable
  imports: ImportsTable
  import_domains: ImportDomainsTable
  import_preview_rows: ImportPreviewRowsTable
  bulk_jobs: BulkJobsTable
  domain_certificates: DomainCertificatesTable
  domain_registry: DomainRegistryTable
  domain_dns: DomainDnsTable
  locations: LocationsTable
  location_tasks: LocationTasksTable
  location_confirmations: LocationConfirmationsTable
  location_votes: LocationVotesTable
  location_minutes: LocationMinutesTable
  location_latest: LocationLatestTable
  registrar_accounts: RegistrarAccountsTable
  registrar_domains: RegistrarDomainsTable
  registrar_prices: RegistrarPricesTable
  registrar_sync_pages: RegistrarSyncPagesTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type CodeRow = Selectable<OneTimeCodesTable>
export type NewCode = Insertable<OneTimeCodesTable>
export type DomainRow = Selectable<DomainsTable>
export type NewDomain = Insertable<DomainsTable>
