// The portfolio overview (GET /{scope}/overview).
import { type Static, Type } from '@sinclair/typebox'

const Count = Type.Integer({ minimum: 0 })

export const ErrorCodeCount = Type.Object({ code: Type.Integer(), count: Count })

export const Overview = Type.Object({
  sites: Type.Object({ up: Count, down: Count, unchecked: Count }),
  /** Status uptime in percent over the last 30 whole days (daily roll-ups); null before any. */
  uptime30: Type.Union([Type.Number(), Type.Null()]),
  errorsByCode: Type.Array(ErrorCodeCount),
  /** Expiring in the next 30 days: domains by their effective expiry; certificates incl. expired ones. */
  expiring: Type.Object({ domains: Count, servers: Count, certificates: Count }),
  notIndexed: Count,
  brokenAffiliateLinks: Count,
  changesThisWeek: Count
})

export type OverviewShape = Static<typeof Overview>
