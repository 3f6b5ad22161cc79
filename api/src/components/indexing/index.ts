// indexing: whether Bing has indexed each domain (the Bing index check behind a provider
// interface, paced as one stream), the not-indexed list and its background refresh.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { BingIndexCheck } from './jobs/bing-index-check'

export { default as bingRoutes } from './routes'
export const INDEXING_JOBS: readonly AnyCheckType[] = [new BingIndexCheck()]

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { IndexingDatabase } from './tables'

// Its settings, added to the configuration by the composition root (api/src/configuration.ts).
export { loadBingSettings } from './settings'
export type { BingSettings } from './settings'
