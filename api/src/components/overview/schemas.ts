// The portfolio overview (GET /{scope}/overview).
import { type Static, Type } from '@sinclair/typebox'

const Count = Type.Integer({ minimum: 0 })

export const ErrorCodeCount = Type.Object({ code: Type.Integer(), count: Count })

export const Overview = Type.Object({
  sites: Type.Object({ up: Count, down: Count, unchecked: Count }),
  /** Status uptime in percent over the last 30 whole days and today so far; null before any result. */
  uptime30: Type.Union([Type.Number(), Type.Null()]),
  /**
   * Where the uptime's data starts when it is less than 30 days: a UTC day ("2026-11-24") when
   * the earliest data is a closed day, the first result's time (ISO) when it is today's; null
   * when all 30 days are there (or there is no data).
   */
  uptimeSince: Type.Union([Type.String({ maxLength: 30 }), Type.Null()]),
  errorsByCode: Type.Array(ErrorCodeCount),
  /** Expiring in the next 30 days: domains by their effective expiry; certificates incl. expired ones. */
  expiring: Type.Object({ domains: Count, servers: Count, certificates: Count }),
  notIndexed: Count,
  brokenAffiliateLinks: Count,
  changesThisWeek: Count,
  /** Domains renewing in the next 30 days (effective expiry) and their renewal cost per currency. */
  renewals30: Type.Object({ count: Count, cost: Type.Array(Type.Object({ currency: Type.String(), amount: Type.Number() })) })
})

export type OverviewShape = Static<typeof Overview>
