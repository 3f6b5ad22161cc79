/**
 * The Bing index contract (the unindexed-domain entry, unindexed-domains and
 * bing-check): what the api answers and the Bing Indexing Checker reads, generated from the api's
 * schemas (api-contract.generated.ts).
 */
export type { BingCheckStarted, UnindexedDomain, UnindexedDomainsResponse } from './api-contract.generated'
