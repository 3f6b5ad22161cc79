// locations: the places checks run from (home: this installation's workers; probes:
// `npm run probe` processes elsewhere), the admins' Locations calls, the probes' claim / report /
// heartbeat calls, a site's primary location, and how a failure is confirmed from other places
// before it counts as down (a failure seen from a minority is "regional").
import type { AnyCheckType } from '../../platform/jobs/registry'
import { LocationWatch } from './jobs/location-watch'

export { default as locationRoutes } from './routes'
export { default as probeRoutes } from './probe-routes'
export { default as domainLocationRoutes } from './domain-location-routes'
export { PROBE_METRICS } from './probe-metrics'
export const LOCATIONS_JOBS: readonly AnyCheckType[] = [new LocationWatch()]

// What other components may call.
export { Confirmations } from './confirmations'
export type { DomainRef, HealthMove } from './confirmations'
export { HOME_ID, LocationsRepository } from './locations-repository'
export { LOCATION_SERIES_PREFIX, locationSeriesType } from './location-results-repository'
export type { LocationReading } from './location-results-repository'
export { loadPlaces } from './places'
export { TaskRepository } from './task-repository'
export { PROBE_TOKEN_PREFIX } from './locations-service'
export { MAX_BATCH } from './schemas'
export type { ProbeCheckShape, ProbeResultShape } from './schemas'
export { ProbeApiError, ProbeClient } from './probe-client'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { LocationsDatabase } from './tables'
