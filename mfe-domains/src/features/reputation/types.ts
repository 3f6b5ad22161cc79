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

/** One listing: a domain or IP on one list, in one category, with the sites it concerns. */
export interface ReputationListing {
  provider: string
  list: string
  value: string
  kind: 'domain' | 'ip'
  category: string
  firstSeen: string
  lastChecked: string
  delistedAt: string | null
  lookupUrl: string
  domains: string[]
  domainCount: number
}

export interface ReputationOverview {
  providers: ReputationProvider[]
  resolverMissing: boolean
  listings: ReputationListing[]
}
