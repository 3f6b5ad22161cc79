// Request and response schemas of the locations calls (the probe and the Locations page):
// the admins' /api/locations and the probes' /api/probe/*.
import { type Static, Type } from 'typebox'

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()])

export const Location = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('home'), Type.Literal('probe')]),
  online: Type.Boolean(),
  lastHeartbeatAt: Nullable(Type.String()),
  version: Nullable(Type.String()),
  /** Results per minute over the last 15 minutes. */
  checksPerMinute: Type.Number(),
  /** Average seconds from a check being queued to its result (last 15 minutes); null without results. */
  lagSeconds: Nullable(Type.Number()),
  /** Share of its results that failed over the last 15 minutes, 0..1. */
  failureShare: Type.Number(),
  /** False while its own network fails: its results do not vote. */
  voting: Type.Boolean(),
  createdAt: Type.String()
})

export const LocationList = Type.Object({ locations: Type.Array(Location) })

export const CreateLocationBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' })
})

export const LocationWithToken = Type.Object({
  location: Location,
  /** The probe token (`sfp_…`): shown this once, only its hash is kept. */
  token: Type.String()
})

export const LocationIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

export const HeartbeatBody = Type.Object({ version: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false })

export const HeartbeatResponse = Type.Object({
  location: Type.Object({ id: Type.String(), name: Type.String() }),
  /** How long an idle probe waits before claiming again. */
  pollMs: Type.Integer(),
  /** The most checks one claim or report may carry. */
  maxBatch: Type.Integer()
})

export const MAX_BATCH = 100

export const ClaimBody = Type.Object({ max: Type.Integer({ minimum: 1, maximum: MAX_BATCH }) }, { additionalProperties: false })

export const ProbeCheck = Type.Object({
  leaseId: Type.String(),
  type: Type.Literal('status'),
  domain: Type.String(),
  purpose: Type.Union([Type.Literal('round'), Type.Literal('confirm')])
})

export const ClaimResponse = Type.Object({
  leaseSeconds: Type.Integer(),
  checks: Type.Array(ProbeCheck)
})

export const ProbeResult = Type.Object({
  leaseId: Type.String({ minLength: 1, maxLength: 200 }),
  statusCode: Type.Integer({ minimum: 0, maximum: 999 }),
  responseMs: Nullable(Type.Integer({ minimum: 0, maximum: 3_600_000 })),
  error: Nullable(Type.String({ maxLength: 2000 })),
  finalUrl: Nullable(Type.String({ maxLength: 4096 }))
}, { additionalProperties: false })

export const ReportBody = Type.Object({
  results: Type.Array(ProbeResult, { minItems: 1, maxItems: MAX_BATCH })
}, { additionalProperties: false })

export const ReportResponse = Type.Object({ recorded: Type.Integer() })

export const DomainLocationBody = Type.Object({ locationId: Nullable(Type.String({ minLength: 1, maxLength: 64 })) }, { additionalProperties: false })

export const DomainLocationResponse = Type.Object({ domain: Type.String(), locationId: Nullable(Type.String()) })

export type LocationShape = Static<typeof Location>
export type ProbeCheckShape = Static<typeof ProbeCheck>
export type ProbeResultShape = Static<typeof ProbeResult>
