/**
 * The search visibility contract: Search Console and Bing Webmaster accounts, their properties,
 * the portfolio table, a site's daily series and timeline and the overview's summary, generated
 * from the api's schemas (api-contract.generated.ts).
 */
import type { SearchAccount, SearchPortfolioResponse, SearchSeriesResponse } from './api-contract.generated'

export type {
  CreateSearchAccountBody,
  SearchAccount,
  SearchAccountResponse,
  SearchAccountsResponse,
  SearchConnectResponse,
  SearchFigures,
  SearchInspection,
  SearchInspectionResponse,
  SearchInspectionSummary,
  SearchOAuthClientBody,
  SearchOAuthClientResponse,
  SearchPortfolioResponse,
  SearchPortfolioSort,
  SearchPropertiesResponse,
  SearchProperty,
  SearchSeriesResponse,
  SearchSitemap,
  SearchSummaryResponse,
  SearchTestResponse,
  SearchTimelineEvent,
  SearchTimelineResponse,
  UpdateSearchAccountBody,
} from './api-contract.generated'

/** google-service-account, google-oauth or bing. */
export type SearchAccountKind = SearchAccount['kind']
/** One row of the portfolio table. */
export type SearchPortfolioRow = SearchPortfolioResponse['sites'][number]
/** One day of a site's series. */
export type SearchDay = SearchSeriesResponse['days'][number]
