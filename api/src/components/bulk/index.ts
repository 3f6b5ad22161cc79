// bulk: one action on many domains: delete, brand or super category, hosting
// server, note, re-scan; a large selection runs as the bulk-apply job with its progress.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { BulkApply } from './jobs/bulk-apply'

export { default as bulkRoutes } from './routes'
export const BULK_JOBS: readonly AnyCheckType[] = [new BulkApply()]

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { BulkDatabase } from './tables'
