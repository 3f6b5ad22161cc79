// The portfolio overview (GET /{scope}/overview).
import { Type } from '@sinclair/typebox'

const Count = Type.Integer({ minimum: 0 })

export const ErrorCodeCount = Type.Object({ code: Type.Integer(), count: Count })

export const Overview = Type.Object({
  sites: Type.Object({ up: Count, down: Count, unchecked: Count }),
  uptime30: Type.Union([Type.Number(), Type.Null()]),
  errorsByCode: Type.Array(ErrorCodeCount),
  expiring: Type.Object({ domains: Count, servers: Count, certificates: Count }),
  notIndexed: Count,
  brokenAffiliateLinks: Count,
  changesThisWeek: Count
})
