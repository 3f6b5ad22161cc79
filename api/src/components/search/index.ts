// search: Google Search Console and Bing Webmaster Tools across the portfolio: a user's
// accounts (sealed credentials, Google OAuth consent), their properties matched to saved
// domains, the search-sync check that reads daily clicks, impressions and position (and each
// property's sitemaps), the search-inspection check that asks URL Inspection about each site's
// home page, the traffic-drop, search-access-lost, deindexed, canonical-mismatch and
// sitemap-errors events, and the portfolio table, daily series and index status.
import type { AnyCheckType } from '../../platform/jobs/registry'
import type { SealedColumn } from '../../platform/lib/reseal'
import { SearchAccountRepository } from './account-repository'
import { SearchInspectionCheck } from './jobs/search-inspection-check'
import { SearchSyncCheck } from './jobs/search-sync-check'
import { OAuthClientRepository } from './oauth-client-repository'

export { default as searchRoutes } from './routes'
export const SEARCH_JOBS: readonly AnyCheckType[] = [new SearchSyncCheck(), new SearchInspectionCheck()]
export { SEARCH_SYNC_TYPE } from './jobs/search-sync-check'
export { SEARCH_INSPECTION_TYPE } from './jobs/search-inspection-check'

/** The accounts' sealed credentials, for `npm run rotate-secrets`. */
export const SEARCH_CREDENTIALS: SealedColumn = {
  label: 'search account credentials',
  purpose: 'search-credentials',
  page: async (db, afterId, limit) => await new SearchAccountRepository(db).sealedPage(afterId, limit),
  replace: async (db, row, sealed) => await new SearchAccountRepository(db).replaceSealed(row, sealed)
}

/** The installation's OAuth client set by an admin, sealed. */
export const SEARCH_OAUTH_CLIENT: SealedColumn = {
  label: 'search OAuth client',
  purpose: 'search-credentials',
  page: async (db, afterId, limit) => await new OAuthClientRepository(db).sealedPage(afterId, limit),
  replace: async (db, row, sealed) => await new OAuthClientRepository(db).replaceSealed(row, sealed)
}

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { SearchDatabase } from './tables'

// Its settings, added to the configuration by the composition root (api/src/configuration.ts).
export { DEFAULT_SEARCH_SETTINGS, loadSearchSettings } from './settings'
export type { SearchSettings } from './settings'
