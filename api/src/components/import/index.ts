// import: CSV and pasted-list imports (issue 14): preview (decode, parse, compare, plan kept a
// day) and the import-apply job writing the plan in batches.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { ImportApply } from './jobs/import-apply'

export { default as importRoutes } from './routes'
export const IMPORT_JOBS: readonly AnyCheckType[] = [new ImportApply()]
