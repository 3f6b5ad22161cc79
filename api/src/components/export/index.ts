// export: the CSV exports of a scope's domains and of hosting servers, streamed, and
// their columns (shared with the importer, so an export imported again changes nothing).
export { domainExportRoutes, hostingExportRoutes } from './routes'

// What other components may call.
export { EXPORT_READ_ONLY_COLUMNS, IMPORT_COLUMNS } from './export-columns'
export type { ImportColumn } from './export-columns'
