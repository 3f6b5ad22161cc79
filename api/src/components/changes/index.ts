// changes: the SEO changes between two scans of a domain (THE list of change kinds, the
// comparison, their store) and the Changes screen.
export { default as changeRoutes } from './routes'

// What other components may call.
export { CHANGE_KINDS, diffScans } from './change-kinds'
export type { ScanChange, ScanFacts } from './change-kinds'
export { ChangeRepository } from './change-repository'
export { ChangeService } from './change-service'
export { disallowsAll } from './robots-rules'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { ChangesDatabase } from './tables'
