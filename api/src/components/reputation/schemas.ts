// Schemas of the reputation routes: the providers' state, what is listed now (by list and
// category, with first seen and last checked), and a domain's or a server's listing history.
import { type Static, Type } from 'typebox'

export const ReputationQuery = Type.Object({
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 }))
})

export const DomainParams = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) })
export const ServerParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

export const Provider = Type.Object({
  id: Type.String({ description: 'spamhaus-dbl, spamhaus-zen, surbl, uribl or web' }),
  name: Type.String(),
  on: Type.Boolean({ description: 'Configured: its key or switch is set' }),
  checks: Type.String({ description: 'domains or IP addresses' }),
  rate: Type.String({ description: 'The published rate its lookups are paced to' }),
  firstRoundDone: Type.Boolean({ description: 'The silent first round after it was turned on is over' }),
  lastRunAt: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Its last error (a refusal, a timeout, no DNSBL_RESOLVER); retried later' }),
  errorAt: Type.Union([Type.String(), Type.Null()]),
  values: Type.Integer({ description: 'Values it looks at, each once however many sites share it' }),
  failing: Type.Integer({ description: 'Values whose last lookup failed' })
})

export const Listing = Type.Object({
  provider: Type.String(),
  list: Type.String(),
  value: Type.String({ description: 'The listed domain name or IP address' }),
  kind: Type.Union([Type.Literal('domain'), Type.Literal('ip')]),
  category: Type.String(),
  firstSeen: Type.String(),
  lastChecked: Type.String(),
  delistedAt: Type.Union([Type.String(), Type.Null()]),
  lookupUrl: Type.String({ description: "The list's own page about this value" }),
  /** The caller's sites it concerns (the first 20), and how many there are. */
  domains: Type.Array(Type.String()),
  domainCount: Type.Integer()
})
export type ListingShape = Static<typeof Listing>

export const ReputationResponse = Type.Object({
  providers: Type.Array(Provider),
  resolverMissing: Type.Boolean({ description: 'A DNS list is on and DNSBL_RESOLVER is not set: no DNS list is asked' }),
  listings: Type.Array(Listing)
})
export type ReputationResponseShape = Static<typeof ReputationResponse>

export const HistoryResponse = Type.Object({ listings: Type.Array(Listing) })

export const ListCount = Type.Object({
  provider: Type.String(),
  list: Type.String(),
  kind: Type.Union([Type.Literal('domain'), Type.Literal('ip')]),
  listed: Type.Integer({ minimum: 0, description: 'Domains or IP addresses on it now' })
})

export const SummaryResponse = Type.Object({
  domains: Type.Integer({ minimum: 0, description: 'Domains listed now, on any list or flagged by Google' }),
  ips: Type.Integer({ minimum: 0, description: 'IP addresses of the sites listed now' }),
  newLast7Days: Type.Integer({ minimum: 0, description: 'Domains and IP addresses first listed in the last 7 days (after a provider\'s silent first round)' }),
  byList: Type.Array(ListCount, { description: 'The lists with something on them now, most first' })
})
export type SummaryShape = Static<typeof SummaryResponse>
