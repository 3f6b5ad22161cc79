// real-dates: a domain's real dates: the registry's record over RDAP (and its
// bootstrap), TLS certificates seen by the status check, DNS records, the one effective-expiry
// rule (registry date, else the estimate) and the expiry watch's events.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { RdapBootstrapRefresh } from './jobs/bootstrap-refresh'
import { DnsCheck } from './jobs/dns-check'
import { ExpiryWatch } from './jobs/expiry-watch'
import { RdapCheck } from './jobs/rdap-check'

export const REAL_DATES_JOBS: readonly AnyCheckType[] = [new RdapCheck(), new DnsCheck(), new ExpiryWatch(), new RdapBootstrapRefresh()]

// What other components may call.
export { CERTIFICATE_WINDOW_DAYS, certificateDaysLeft, certificateEvents, certificateText } from './certificate-events'
export { CertificateRepository } from './certificate-repository'
export { effectiveExpiry, expiryMismatch } from './effective-expiry'
export type { ExpirySource } from './effective-expiry'
export { expiresIn, registrarExpiry } from './expiry-repository'
export type { ExpiryWindow } from './expiry-repository'
export { RDAP_TYPE } from './jobs/rdap-check'
export type { RdapResult } from './jobs/rdap-check'
export { realDates, registrarAccount } from './real-dates'
export type { RegistrarAccountShape } from './real-dates'
export { RealDatesRepository } from './real-dates-repository'
export type { RegistrarAccountFacts } from './real-dates-repository'
export { RealDateFields } from './schemas'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { RealDatesDatabase } from './tables'

// Its settings, added to the configuration by the composition root (api/src/configuration.ts).
export { loadRdapSettings } from './settings'
export type { RdapSettings } from './settings'
