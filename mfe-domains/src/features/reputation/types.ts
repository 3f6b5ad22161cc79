import type { ReputationListing } from '../../lib/reputation-listing'

export type { ReputationListing }

/** One provider's state as GET /{scope}/reputation reports it. */
export interface ReputationProvider {
  id: string
  name: string
  on: boolean
  checks: string
  rate: string
  firstRoundDone: boolean
  lastRunAt: string | null
  error: string | null
  values: number
  failing: number
}

export interface ReputationOverview {
  providers: ReputationProvider[]
  resolverMissing: boolean
  listings: ReputationListing[]
}
