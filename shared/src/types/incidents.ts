/**
 * The incidents contract (/api/incidents: the list, one with its timeline, the actions and the
 * monthly MTTA and MTTR; escalation policies, on-call rotations and who is on call), generated from the api's schemas (api-contract.generated.ts).
 */
export type {
  EscalationPoliciesResponse,
  EscalationPolicy,
  EscalationPolicyBody,
  EscalationPolicyResponse,
  EscalationStep,
  Incident,
  IncidentActionResponse,
  IncidentDetailResponse,
  IncidentMonth,
  IncidentNoteBody,
  IncidentsResponse,
  IncidentStatsResponse,
  IncidentTimelineEntry,
  OnCallEntry,
  OnCallResponse,
  OnCallShift,
  OncallOverride,
  OncallOverrideBody,
  OncallOverrideResponse,
  OncallOverridesResponse,
  OncallRotation,
  OncallRotationBody,
  OncallRotationResponse,
  OncallRotationsResponse,
  SnoozeIncidentBody,
} from './api-contract.generated'

export type IncidentState = import('./api-contract.generated').Incident['state']
