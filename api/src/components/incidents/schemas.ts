// Request and response schemas of the incident calls (/api/incidents/*). The screens' types are
// generated from them.
import { type Static, Type } from 'typebox'

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

export const IncidentStateSchema = Type.Enum(['open', 'acknowledged', 'resolved'])
export const TimelineKindSchema = Type.Enum(['opened', 'alert', 'delivery', 'reopened', 'acknowledged', 'snoozed', 'unsnoozed', 'escalated', 'note', 'resolved'])

export const IncidentOwnerQuery = Type.Object({ owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) })
export const IncidentParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
export const IncidentListQuery = Type.Object({
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 }))
})

export const Incident = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  state: IncidentStateSchema,
  openedAt: Type.String(),
  lastAlertAt: Type.String(),
  acknowledgedAt: Nullable(Type.String()),
  acknowledgedBy: Nullable(Type.String()),
  resolvedAt: Nullable(Type.String()),
  resolvedBy: Nullable(Type.String()),
  /** Snoozed until this time (null: not snoozed until a time). */
  snoozedUntil: Nullable(Type.String()),
  /** Snoozed until its cause recovers. */
  snoozedUntilRecovery: Type.Boolean(),
  snoozeReason: Nullable(Type.String()),
  owner: Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() }))
})
export type IncidentShape = Static<typeof Incident>

export const TimelineEntry = Type.Object({
  at: Type.String(),
  kind: TimelineKindSchema,
  /** Who: a user's name, "Sitefleet", a channel, or whom an acknowledge link was sent to. */
  actor: Type.String(),
  text: Type.String()
})
export type TimelineEntryShape = Static<typeof TimelineEntry>

export const IncidentListResponse = Type.Object({ success: Type.Literal(true), incidents: Type.Array(Incident) })
export const IncidentDetailResponse = Type.Object({ success: Type.Literal(true), incident: Incident, timeline: Type.Array(TimelineEntry) })
export const IncidentActionResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), incident: Incident })

export const SnoozeBody = Type.Object({
  /** Snooze until this time (ISO 8601, in the future); leave out with untilRecovery. */
  until: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  untilRecovery: Type.Optional(Type.Boolean()),
  reason: Type.String({ minLength: 1, maxLength: 500 })
})
export type SnoozeBodyShape = Static<typeof SnoozeBody>

export const NoteBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) })

export const IncidentStatsQuery = Type.Object({
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 }))
})
export const IncidentMonth = Type.Object({
  /** YYYY-MM (UTC) the incidents were opened in. */
  month: Type.String(),
  incidents: Type.Integer(),
  /** Mean minutes from opening to acknowledgement of those acknowledged (null: none were). */
  mttaMinutes: Type.Union([Type.Number(), Type.Null()]),
  /** Mean minutes from opening to resolution of those resolved (null: none were). */
  mttrMinutes: Type.Union([Type.Number(), Type.Null()])
})
export type IncidentMonthShape = Static<typeof IncidentMonth>
export const IncidentStatsResponse = Type.Object({ success: Type.Literal(true), months: Type.Array(IncidentMonth) })
