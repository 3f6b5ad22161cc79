/**
 * The monitoring contract of each scope (error-domain, refresh-and-errors, affiliate
 * errors, expiring, renew) and the admin listing calls, generated from the api's schemas
 * (api-contract.generated.ts).
 */
export type {
  AdminUser,
  AffiliateError,
  AffiliateErrorsResponse,
  BackupState,
  ChecksRound,
  CertificateItem,
  DomainCount,
  ErrorDomain,
  ErrorDomainsResponse,
  ExpiringDomain,
  ExpiringResponse,
  RefreshResponse,
  RegistryRefreshResponse,
  ReminderDomain,
  RenewDomainsBody,
} from './api-contract.generated'
