// Locations (issue 24): TEMPORARY, written from /work/coord/contract-24.md until the api's schemas
// generate these types; then this file only re-exports them.

export interface Location {
  id: string
  name: string
  kind: 'home' | 'probe'
  online: boolean
  lastHeartbeatAt: string | null
  version: string | null
  checksPerMinute: number
  lagSeconds: number | null
  failureShare: number
  voting: boolean
  createdAt: string
}

export interface LocationsResponse {
  locations: Location[]
}

export interface CreateLocationBody {
  name: string
}

export interface LocationTokenResponse {
  location: Location
  token: string
}

// The domain history's per-location additions (contract-24), TEMPORARY like the above.
import type { DomainHistory as BaseHistory, Outage as BaseOutage } from './api-contract.generated'

export interface HistoryLocation {
  name: string
  points: Array<{ at: string, responseMs: number | null, failures: number, checks: number }>
}
export type LocatedOutage = BaseOutage & { locations: string[], regional: boolean }
export type LocatedHistory = Omit<BaseHistory, 'outages'> & { outages: LocatedOutage[], locations: HistoryLocation[] }

// A site's primary location (PUT {scope}/domain/{domain}/location), TEMPORARY like the above.
export interface DomainLocationBody {
  locationId: string | null
}
export interface DomainLocationResponse {
  domain: string
  locationId: string | null
}
