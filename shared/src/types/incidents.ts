/**
 * The incidents contract (/api/incidents: the list, one with its timeline, the actions and the
 * monthly MTTA and MTTR), generated from the api's schemas (api-contract.generated.ts).
 */
export type {
  Incident,
  IncidentActionResponse,
  IncidentDetailResponse,
  IncidentMonth,
  IncidentNoteBody,
  IncidentsResponse,
  IncidentStatsResponse,
  IncidentTimelineEntry,
  SnoozeIncidentBody,
} from './api-contract.generated'

export type IncidentState = import('./api-contract.generated').Incident['state']
