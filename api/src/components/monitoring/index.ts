// monitoring: the status and affiliate checks and the screens built on them: domain errors (and
// their refresh), affiliate errors (stored and fresh), domain expiry and renewal, certificates.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { AffiliateCheck } from './jobs/affiliate-check'
import { LocationConfirm } from './jobs/location-confirm'
import { StatusCheck } from './jobs/status-check'

export { STATUS_TYPE, StatusCheck } from './jobs/status-check'
export type { StatusResult } from './jobs/status-check'

export { default as monitoringRoutes } from './routes'
export const MONITORING_JOBS: readonly AnyCheckType[] = [new StatusCheck(), new AffiliateCheck(), new LocationConfirm()]

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { MonitoringDatabase } from './tables'
