// The named shapes of the API contract, in the order the generated file lists them: each a name the
// screens import and the api's TypeBox schema it is generated from (api/scripts/shared-types.ts).
import * as admin from '../src/components/admin/schemas'
import * as alerts from '../src/components/alerts/schemas'
import * as incidents from '../src/components/incidents/schemas'
import * as escalation from '../src/components/incidents/escalation/schemas'
import * as oncall from '../src/components/incidents/oncall/schemas'
import * as apiTokens from '../src/components/api-tokens/schemas'
import * as auth from '../src/components/auth/schemas'
import * as bulk from '../src/components/bulk/schemas'
import * as bing from '../src/components/indexing/schemas'
import * as changes from '../src/components/changes/schemas'
import * as footprints from '../src/components/footprints/schemas'
import * as common from '../src/platform/http/common-schemas'
import * as domains from '../src/components/domains/schemas'
import * as history from '../src/components/history/schemas'
import * as overview from '../src/components/overview/schemas'
import * as dashboard from '../src/components/overview/dashboard-schemas'
import * as hosting from '../src/components/hosting/schemas'
import * as imports from '../src/components/import/schemas'
import * as locations from '../src/components/locations/schemas'
import * as monitoring from '../src/components/monitoring/schemas'
import * as scan from '../src/components/domains/scan-schemas'
import * as registrars from '../src/components/registrars/schemas'
import * as remoteOverride from '../src/components/remote-override/schemas'
import * as reputation from '../src/components/reputation/schemas'
import * as search from '../src/components/search/schemas'

/**
 * Every shape the screens read or send: front-end name → schema. Nested objects equal to one of
 * these are written as that name (so a domain's `owner` is a DomainOwner).
 */
export const CONTRACT: Array<[name: string, schema: unknown]> = [
  // common and auth
  ['ErrorResponse', common.ErrorResponse],
  ['MessageResponse', common.MessageResponse],
  ['User', common.User],
  ['InitiateLoginBody', auth.InitiateLoginBody],
  ['VerifyCodeBody', auth.VerifyCodeBody],
  ['LoginResponse', auth.LoginResponse],
  ['SignupBody', auth.SignupBody],
  ['UserResponse', auth.UserResponse],
  ['MeResponse', auth.MeResponse],
  ['RequestResetBody', auth.RequestResetBody],
  ['ResetPasswordBody', auth.ResetPasswordBody],
  ['DatingAccessBody', auth.DatingAccessBody],
  ['DatingAccessResponse', auth.DatingAccessResponse],
  ['CreateApiTokenBody', apiTokens.CreateApiTokenBody],
  ['ApiToken', apiTokens.ApiToken],
  ['CreatedApiToken', apiTokens.CreatedApiToken],
  ['BulkBody', bulk.BulkBody],
  ['BulkResponse', bulk.BulkResponse],
  ['BulkJobStarted', bulk.BulkJobStarted],
  ['BulkJobStatus', bulk.BulkJobStatus],
  ['AdminUser', admin.AdminUser],
  ['DomainCount', admin.DomainCount],
  ['ChecksRound', admin.ChecksRound],
  ['BackupState', admin.BackupState],
  // domains and scan
  ['DomainOwner', domains.DomainRecord.properties.owner],
  ['DomainRecord', domains.DomainRecord],
  ['ScrapedImage', scan.ScanResult.properties.images.items],
  ['ScanBody', scan.ScanBody],
  ['ScanResult', scan.ScanResult],
  ['ScrapedDomainData', domains.ScrapedDomainData],
  ['ScanResultInput', domains.ScanResultInput],
  ['SaveDomainBody', domains.SaveDomainBody],
  ['SaveDomainResponse', domains.SaveDomainResponse],
  ['NoteBody', domains.NoteBody],
  ['HostingInfo', hosting.HostingInfo],
  ['HostingInfoBody', hosting.HostingInfoBody],
  ['HostingInfoResponse', hosting.HostingInfoResponse],
  ['HostingInfoSavedResponse', hosting.HostingInfoSavedResponse],
  ['RenameBody', domains.RenameBody],
  ['ServerOwner', hosting.ServerOwnerResponse],
  ['CategoryCounts', domains.CategoryCounts],
  // history
  ['HistoryPoint', history.HistoryPoint],
  ['Outage', history.Outage],
  ['LocationSeries', history.LocationSeries],
  ['DomainHistory', history.DomainHistory],
  ['ErrorCodeCount', overview.ErrorCodeCount],
  ['Overview', overview.Overview],
  // The dashboard panels' shapes, every schema of the file in its order.
  ...Object.entries(dashboard),
  // locations: the admins' Locations page and a site's primary location
  ['Location', locations.Location],
  ['LocationList', locations.LocationList],
  ['CreateLocationBody', locations.CreateLocationBody],
  ['LocationWithToken', locations.LocationWithToken],
  ['DomainLocationBody', locations.DomainLocationBody],
  ['DomainLocationResponse', locations.DomainLocationResponse],
  // monitoring
  ['ErrorDomain', monitoring.ErrorDomain],
  ['ErrorDomainsResponse', monitoring.ErrorDomainsResponse],
  ['RefreshResponse', monitoring.RefreshResponse],
  ['AffiliateError', monitoring.AffiliateError],
  ['AffiliateErrorsResponse', monitoring.AffiliateErrorsResponse],
  ['ExpiringDomain', monitoring.ExpiringDomain],
  ['ReminderDomain', monitoring.ReminderDomain],
  ['ExpiringResponse', monitoring.ExpiringResponse],
  ['CertificateItem', monitoring.CertificateItem],
  ['RegistryRefreshResponse', monitoring.RegistryRefreshResponse],
  ['RenewDomainsBody', monitoring.RenewBody],
  // hosting
  ['HostingListRow', hosting.HostingListRow],
  ['HostingRecord', hosting.HostingRecord],
  ['HostingServer', hosting.HostingServer],
  ['HostingInfoList', hosting.HostingInfoListResponse],
  ['ExpiringServer', hosting.ExpiringServer],
  ['ExpiredServer', hosting.ExpiredServer],
  ['ServerExpireResponse', hosting.ServerExpireResponse],
  ['AddHostingBody', hosting.AddHostingBody],
  ['ExistingServer', hosting.ExistingServer],
  ['ServerExistsBody', hosting.ServerExistsResponse],
  ['UpdateServerBody', hosting.UpdateServerBody],
  ['RenewServersBody', hosting.RenewBody],
  ['UpdateHostingBody', hosting.UpdateHostingBody],
  ['UpdateServerEverywhereBody', hosting.UpdateServerEverywhereBody],
  // Bing index
  ['UnindexedDomain', bing.UnindexedEntry],
  ['UnindexedDomainsResponse', bing.UnindexedResponse],
  ['BingCheckStarted', bing.BingCheckStarted],
  // alerts
  ['AlertChannel', alerts.Channel],
  ['AlertChannelsResponse', alerts.ChannelListResponse],
  ['AlertChannelResponse', alerts.ChannelResponse],
  ['CreateAlertChannelBody', alerts.CreateChannelBody],
  ['UpdateAlertChannelBody', alerts.UpdateChannelBody],
  ['TestAlertChannelResponse', alerts.TestChannelResponse],
  ['AlertEventKind', alerts.EventKindInfo],
  ['AlertRules', alerts.Rules],
  ['AlertRulesResponse', alerts.RulesResponse],
  ['MaintenanceWindow', alerts.Maintenance],
  ['MaintenanceWindowsResponse', alerts.MaintenanceListResponse],
  ['CreateMaintenanceBody', alerts.CreateMaintenanceBody],
  ['MaintenanceWindowResponse', alerts.MaintenanceResponse],
  ['AlertDelivery', alerts.Delivery],
  ['AlertEvent', alerts.AlertEvent],
  ['AlertEventsResponse', alerts.EventsResponse],
  // incidents
  ['Incident', incidents.Incident], ['IncidentTimelineEntry', incidents.TimelineEntry], ['IncidentsResponse', incidents.IncidentListResponse],
  ['IncidentDetailResponse', incidents.IncidentDetailResponse], ['IncidentActionResponse', incidents.IncidentActionResponse], ['SnoozeIncidentBody', incidents.SnoozeBody],
  ['IncidentNoteBody', incidents.NoteBody], ['IncidentMonth', incidents.IncidentMonth], ['IncidentStatsResponse', incidents.IncidentStatsResponse],
  // escalation policies and on-call rotations
  ['EscalationStep', escalation.EscalationStep], ['EscalationPolicy', escalation.Policy], ['EscalationPolicyBody', escalation.PolicyBody],
  ['EscalationPoliciesResponse', escalation.PolicyListResponse], ['EscalationPolicyResponse', escalation.PolicyResponse],
  ['OncallRotation', oncall.Rotation], ['OncallRotationBody', oncall.RotationBody], ['OncallRotationsResponse', oncall.RotationListResponse],
  ['OncallRotationResponse', oncall.RotationResponse], ['OncallOverride', oncall.Override], ['OncallOverrideBody', oncall.OverrideBody],
  ['OncallOverridesResponse', oncall.OverrideListResponse], ['OncallOverrideResponse', oncall.OverrideResponse],
  ['OnCallShift', oncall.OnCallShift], ['OnCallEntry', oncall.OnCallEntry], ['OnCallResponse', oncall.OnCallResponse],
  // SEO changes
  ['DomainChange', changes.DomainChange],
  ['ChangesResponse', changes.ChangesResponse],
  ['FootprintCluster', footprints.FootprintCluster],
  ['FootprintsResponse', footprints.FootprintsResponse],
  // registrar accounts and renewals
  ['RegistrarMoney', registrars.Money],
  ['RegistrarAccount', registrars.RegistrarAccount],
  ['RegistrarAccountsResponse', registrars.AccountListResponse],
  ['RegistrarAccountResponse', registrars.AccountResponse],
  ['CreateRegistrarAccountBody', registrars.CreateAccountBody],
  ['UpdateRegistrarAccountBody', registrars.UpdateAccountBody],
  ['RegistrarTestResponse', registrars.TestResponse],
  ['NotMonitoredDomain', registrars.NotMonitoredItem],
  ['NotMonitoredResponse', registrars.NotMonitoredResponse],
  ['AddNotMonitoredBody', registrars.AddNotMonitoredBody],
  ['AddNotMonitoredResponse', registrars.AddNotMonitoredResponse],
  ['RegistrarUnknownDomain', registrars.UnknownItem],
  ['RegistrarUnknownResponse', registrars.UnknownResponse],
  ['RenewalWindow', registrars.RenewalWindow],
  ['RenewalDomain', registrars.RenewalDomain],
  ['RenewalsResponse', registrars.RenewalsResponse],
  // search visibility
  ['SearchAccount', search.SearchAccount],
  ['SearchAccountsResponse', search.AccountListResponse],
  ['SearchAccountResponse', search.AccountResponse],
  ['CreateSearchAccountBody', search.CreateAccountBody],
  ['UpdateSearchAccountBody', search.UpdateAccountBody],
  ['SearchTestResponse', search.TestResponse],
  ['SearchConnectResponse', search.ConnectResponse],
  ['SearchProperty', search.Property],
  ['SearchPropertiesResponse', search.PropertiesResponse],
  ['SearchFigures', search.Figures],
  ['SearchPortfolioResponse', search.PortfolioResponse],
  ['SearchSeriesResponse', search.SeriesResponse],
  ['SearchInspectionSummary', search.InspectionSummary],
  ['SearchInspection', search.Inspection],
  ['SearchSitemap', search.Sitemap],
  ['SearchInspectionResponse', search.InspectionResponse],
  ['SearchOAuthClientResponse', search.OAuthClientResponse],
  ['SearchOAuthClientBody', search.OAuthClientBody],
  // reputation: blocklists and unsafe-site flags
  ['ReputationProvider', reputation.Provider],
  ['ReputationListing', reputation.Listing],
  ['ReputationResponse', reputation.ReputationResponse],
  ['ReputationHistoryResponse', reputation.HistoryResponse],
  ['ReputationListCount', reputation.ListCount],
  ['ReputationSummaryResponse', reputation.SummaryResponse],
  // import
  ['ImportChange', imports.ImportChange],
  ['ImportPreviewRow', imports.ImportPreviewRow],
  ['ImportPreviewResponse', imports.ImportPreviewResponse],
  ['ImportRowsResponse', imports.ImportRowsResponse],
  ['ImportRowError', imports.ImportRowError],
  ['ImportStatusResponse', imports.ImportStatusResponse],
  // an admin's remote override
  ['RemoteOverride', remoteOverride.RemoteOverride],
  ['RemoteOverrideSettings', remoteOverride.RemoteOverrideSettings],
  ['SetRemoteOverrideBody', remoteOverride.SetRemoteOverrideBody],
  ['SetRemoteOverrideResponse', remoteOverride.SetRemoteOverrideResponse],
  ['ResolveRemoteOverrideBody', remoteOverride.ResolveRemoteOverrideBody],
  ['ResolvedRemoteOverride', remoteOverride.ResolvedRemoteOverride]
]
