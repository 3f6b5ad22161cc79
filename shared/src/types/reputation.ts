/**
 * The reputation contract: the providers' state, what is listed now, a domain's or a server's
 * listing history and the overview's summary, generated from the api's schemas
 * (api-contract.generated.ts).
 */
export type {
  ReputationHistoryResponse,
  ReputationListCount,
  ReputationListing,
  ReputationProvider,
  ReputationResponse,
  ReputationSummaryResponse,
} from './api-contract.generated'
