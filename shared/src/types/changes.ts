/**
 * The SEO changes and footprints contracts (GET /{scope}/changes, GET /{scope}/footprints),
 * generated from the api's schemas (api-contract.generated.ts).
 */
export type { ChangesResponse, DomainChange, FootprintCluster, FootprintsResponse } from './api-contract.generated'
