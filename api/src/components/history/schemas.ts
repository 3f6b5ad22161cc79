// A domain's check history (GET /{scope}/domain/{domain}/history).
import { type Static, Type } from '@sinclair/typebox'

export const HistoryQuery = Type.Object({
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Days back: raw results up to 2, hourly points up to the hourly retention, daily beyond. */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 730, default: 30 }))
})

const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()])

export const HistoryPoint = Type.Object({
  at: Type.String(),
  checks: Type.Integer(),
  failures: Type.Integer(),
  /** Average response time in ms; null when no check had one. */
  responseMs: Nullable(Type.Integer()),
  minMs: Nullable(Type.Integer()),
  maxMs: Nullable(Type.Integer()),
  /** The code seen most (a failing one when the period had failures). */
  code: Nullable(Type.Integer())
})

export const Outage = Type.Object({
  start: Type.String(),
  /** Null while it lasts. */
  end: Type.Union([Type.String(), Type.Null()]),
  durationSeconds: Type.Integer(),
  code: Nullable(Type.Integer()),
  /** The locations that saw it. */
  locations: Type.Array(Type.String()),
  /** Seen by a minority of locations: not counted in uptime, never alerted. */
  regional: Type.Boolean()
})

export const LocationPoint = Type.Object({
  at: Type.String(),
  responseMs: Nullable(Type.Integer()),
  failures: Type.Integer(),
  checks: Type.Integer()
})

/** One location's response times. */
export const LocationSeries = Type.Object({
  name: Type.String(),
  points: Type.Array(LocationPoint)
})

export const DomainHistory = Type.Object({
  uptime: Type.Object({ d1: Nullable(Type.Number()), d7: Nullable(Type.Number()), d30: Nullable(Type.Number()) }),
  points: Type.Array(HistoryPoint),
  outages: Type.Array(Outage),
  /** One series per location with results in the period (with no probes: home's). */
  locations: Type.Array(LocationSeries)
})

export type HistoryPointShape = Static<typeof HistoryPoint>
export type OutageShape = Static<typeof Outage>
export type LocationSeriesShape = Static<typeof LocationSeries>
export type DomainHistoryShape = Static<typeof DomainHistory>
