// The columns of the CSV exports, shared with the importer so that an export imported
// again changes nothing: the importer reads IMPORT_COLUMNS and ignores the READ_ONLY ones (they
// are facts the checks engine finds, not something a file sets). Cells are escaped by platform/lib/csv.ts.
/** Import columns, in export order: the importer accepts them (case-insensitive, any order). */
export const IMPORT_COLUMNS = [
  'domain', 'superCategory', 'brandCategory', 'issueDate', 'note',
  'platform', 'platformEmail', 'server', 'serverExpiryDate'
] as const

/** Columns of GET /{scope}/export.csv only: written after the import columns, ignored on import. */
export const DOMAIN_READ_ONLY_COLUMNS = [
  'status', 'lastChecked', 'expiryDate', 'indexState', 'affiliateState', 'owner'
] as const

/** GET /{scope}/export.csv: one row per domain. */
export const DOMAIN_EXPORT_COLUMNS = [...IMPORT_COLUMNS, ...DOMAIN_READ_ONLY_COLUMNS] as const

/** GET /api/hosting/export.csv: one row per hosting server (or per account without servers). */
export const HOSTING_EXPORT_COLUMNS = ['platform', 'platformEmail', 'server', 'serverExpiryDate', 'renewalMonths', 'hostingIssueDate', 'domains'] as const

/** Every column an importer may meet in one of our exports and should skip without a warning. */
export const EXPORT_READ_ONLY_COLUMNS: readonly string[] = [...DOMAIN_READ_ONLY_COLUMNS, 'renewalMonths', 'hostingIssueDate', 'domains']

export type ImportColumn = typeof IMPORT_COLUMNS[number]
export type DomainExportColumn = typeof DOMAIN_EXPORT_COLUMNS[number]
export type HostingExportColumn = typeof HOSTING_EXPORT_COLUMNS[number]
