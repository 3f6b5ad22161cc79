// changes: the SEO changes between two scans of a domain (THE list of change kinds, the
// comparison, their store) and the Changes screen; and the site's other changes (DNS, hosting
// server, certificate) that other components notice and the site's timeline shows.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { ChangesPrune } from './jobs/changes-prune'

export { default as changeRoutes } from './routes'
export const CHANGES_JOBS: readonly AnyCheckType[] = [new ChangesPrune()]

// What other components may call.
export { CHANGE_KINDS, diffScans } from './change-kinds'
export type { ScanChange, ScanFacts } from './change-kinds'
export { ChangeRepository } from './change-repository'
export { ChangeService } from './change-service'
export { type ChangeSettings, DEFAULT_CHANGE_SETTINGS, loadChangeSettings } from './settings'
export { disallowsAll } from './robots-rules'
export { recordSiteChange, recordSiteChanges, setText, SITE_CHANGE_KINDS } from './site-changes'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { ChangesDatabase } from './tables'
