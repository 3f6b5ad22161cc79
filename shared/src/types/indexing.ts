/**
 * The Bing index contract (spec §3 "Unindexed domain entry", §7 unindexed-domains and
 * bing-check): what the api answers and the Bing Indexing Checker reads, generated from the api's
 * schemas (api-contract.generated.ts).
 */
export type { BingCheckStarted, UnindexedDomain, UnindexedDomainsResponse } from './api-contract.generated'
