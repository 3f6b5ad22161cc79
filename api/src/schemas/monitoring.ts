// Schemas of the monitoring calls of each scope (spec §7 "Domains": error-domain,
// refresh-and-errors, get-/check-affiliate-errors, expiring, renew). Field names are the ones
// the screens read (spec §3: error domain, affiliate error, expiring domain).
import { type Static, Type } from 'typebox'

const NullableString = Type.Unsafe<string | null>({ type: 'string', nullable: true })

/** Only in answers to an admin without ?owner (everyone's rows): whose row it is. */
const Owner = Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() }))

export const ErrorDomain = Type.Object({
  domain: Type.String(),
  statusCode: Type.Integer(),
  lastChecked: NullableString,
  owner: Owner
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
  /** YYYY-MM-DD */
  issueDate: Type.String(),
  /** YYYY-MM-DD: issue date + 1 year. */
  expiryDate: Type.String(),
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
