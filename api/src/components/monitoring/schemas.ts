// Schemas of the monitoring calls of each scope (the domain calls: error-domain,
// refresh-and-errors, get-/check-affiliate-errors, expiring, renew). Field names are the ones
// the screens read (error domain, affiliate error, expiring domain).
import { type Static, Type } from 'typebox'
import { RealDateFields } from '../real-dates'

const NullableString = Type.Unsafe<string | null>({ type: 'string', nullable: true })

/** Only in answers to an admin without ?owner (everyone's rows): whose row it is. */
const Owner = Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() }))

export const ErrorDomain = Type.Object({
  domain: Type.String(),
  statusCode: Type.Integer(),
  lastChecked: NullableString,
  owner: Owner,
  /** The locations whose latest result for this domain failed. */
  locations: Type.Array(Type.String())
})

export const ErrorDomainsResponse = Type.Object({
  errorDomains: Type.Array(ErrorDomain),
  /** True while status checks queued by a refresh of these domains have not all run yet. */
  refreshing: Type.Boolean()
})
export type ErrorDomainsShape = Static<typeof ErrorDomainsResponse>

export const RefreshResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** How many status checks were made due. */
  queued: Type.Integer()
})

export const AffiliateError = Type.Object({
  domain: Type.String(),
  affiliateLink: Type.String(),
  /** "No affiliate link found" for a missing link; otherwise why the link is broken. */
  error: Type.String(),
  owner: Owner
})
export type AffiliateErrorShape = Static<typeof AffiliateError>

export const AffiliateErrorsResponse = Type.Object({ errors: Type.Array(AffiliateError) })

const ExpiryFields = {
  domain: Type.String(),
  note: Type.String(),
  /** YYYY-MM-DD; null for a domain listed by its registry date only. */
  issueDate: NullableString,
  /** YYYY-MM-DD: the registry's expiration when known (expirySource "registry"), else issue date + 1 year. */
  expiryDate: Type.String(),
  ...RealDateFields,
  owner: Owner
}

export const ExpiringDomain = Type.Object({
  ...ExpiryFields,
  /** Whole days until the expiry date, rounded up: 0 to 10. */
  daysLeft: Type.Integer()
})
export type ExpiringDomainShape = Static<typeof ExpiringDomain>

export const ReminderDomain = Type.Object(ExpiryFields)
export type ReminderDomainShape = Static<typeof ReminderDomain>

export const ExpiringResponse = Type.Object({
  expiring: Type.Array(ExpiringDomain),
  /** Expired domains: remove them from hosting. */
  reminder: Type.Array(ReminderDomain)
})

export const RenewBody = Type.Object({
  domains: Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 1000 })
})

/** What POST {scope}/registry-refresh/{domain} answers: the domain's real dates after a fresh RDAP lookup. */
export const RegistryRefreshResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  domain: Type.String(),
  expiryDate: NullableString,
  ...RealDateFields,
  /** Why the registry gave no date this time (no RDAP service, unknown domain…); null when it did. */
  registryError: NullableString
})
export type RegistryRefreshShape = Static<typeof RegistryRefreshResponse>

/** A leaf certificate expiring within 30 days, or expired. */
export const CertificateItem = Type.Object({
  domain: Type.String(),
  /** ISO time of the certificate's notAfter. */
  validTo: Type.String(),
  issuer: Type.String(),
  /** Whole days until validTo, rounded up; 0 or less once expired. */
  daysLeft: Type.Integer(),
  /** Subject alternative names the certificate covers. */
  names: Type.Array(Type.String()),
  /** The certificate does not cover the domain. */
  nameMismatch: Type.Boolean(),
  owner: Owner
})
export type CertificateItemShape = Static<typeof CertificateItem>

export const CertificateList = Type.Array(CertificateItem)
