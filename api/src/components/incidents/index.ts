// incidents: every alert that is sent opens or joins the incident of its cause; people
// acknowledge, snooze, resolve and annotate it, and its timeline records who did what and when.
export { default as incidentRoutes } from './routes'
export { IncidentRecorder, causeKeyOf } from './incident-recorder'
export { default as ackRoutes } from './ack-routes'
export { AckLinks } from './ack-links'
export { policyRoutes } from './escalation/policy-routes'
export { oncallRoutes, rotationRoutes } from './oncall/rotation-routes'
export { PolicyRepository } from './escalation/policy-repository'
export { ACCOUNT_EMAIL_PREFIX } from './escalation/escalation-repository'

import type { AnyCheckType } from '../../platform/jobs/registry'
import { IncidentEscalation } from './escalation/incident-escalation'
export const INCIDENTS_JOBS: readonly AnyCheckType[] = [new IncidentEscalation()]

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { IncidentsDatabase } from './tables'
