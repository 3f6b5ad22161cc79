// hosting: hosting accounts and servers (normalised) and a domain's hosting info, the hosting
// screens' reads and changes, servers expiring and expired, renewals.
export { default as hostingRoutes } from './routes'

// What other components may call.
export { EMAIL_RE, HOSTING_MESSAGES, HostingInfoService } from './hosting-info-service'
export { HostingRepository } from './hosting-repository'
export { HostingServerRepository } from './hosting-server-repository'
export { HostingInfoBody, HostingInfoResponse, HostingInfoSavedResponse } from './schemas'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { HostingDatabase } from './tables'
