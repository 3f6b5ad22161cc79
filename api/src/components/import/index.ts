// import: CSV and pasted-list imports: preview (decode, parse, compare, plan kept a
// day) and the import-apply job writing the plan in batches.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { ImportApply } from './jobs/import-apply'

export { default as importRoutes, importServiceOf } from './routes'
export const IMPORT_JOBS: readonly AnyCheckType[] = [new ImportApply()]

// What other components may call: saving a list of domains the way an import does (preview,
// then the import-apply job), e.g. the registrar page's "Add" of domains it found.
export { ImportService } from './import-service'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { ImportDatabase } from './tables'
