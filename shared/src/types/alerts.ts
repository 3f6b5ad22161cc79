/**
 * The alerts contract (/api/alerts: channels, rules, maintenance windows, the event history),
 * generated from the api's schemas (api-contract.generated.ts). Channel secrets are write-only:
 * they go in CreateAlertChannelBody / UpdateAlertChannelBody and never come back.
 */
export type {
  AlertChannel,
  AlertChannelResponse,
  AlertChannelsResponse,
  AlertDelivery,
  AlertEvent,
  AlertEventKind,
  AlertEventsResponse,
  AlertRules,
  AlertRulesResponse,
  CreateAlertChannelBody,
  CreateMaintenanceBody,
  MaintenanceWindow,
  MaintenanceWindowResponse,
  MaintenanceWindowsResponse,
  TestAlertChannelResponse,
  UpdateAlertChannelBody,
} from './api-contract.generated'

export type AlertChannelKind = import('./api-contract.generated').AlertChannel['kind']
