// Request and response schemas of the on-call calls (/api/oncall-rotations, /api/oncall). The
// screens' types are generated from them.
import { type Static, Type } from 'typebox'

const Id = Type.String({ minLength: 1, maxLength: 64 })
const UserRef = Type.Object({ _id: Type.String(), name: Type.String() })

export const RotationParams = Type.Object({ id: Id })
export const OverrideParams = Type.Object({ id: Id, overrideId: Id })
export const OncallOwnerQuery = Type.Object({ owner: Type.Optional(Id) })

export const RotationBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  /** IANA time zone of the hand-off, e.g. Europe/Berlin. */
  timezone: Type.String({ minLength: 1, maxLength: 64 }),
  period: Type.Enum(['daily', 'weekly']),
  /** Local time of each hand-off, "HH:MM" (24 h). */
  handoffTime: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
  /** Weekly: the hand-off weekday, 1 = Monday … 7 = Sunday (required for weekly, ignored for daily). */
  handoffWeekday: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 7 }), Type.Null()])),
  /** Local date of the first hand-off (weekly: the first hand-off weekday on or after it), YYYY-MM-DD. */
  startDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** User ids in turn order: yourself, or (admins) any user. */
  memberIds: Type.Array(Id, { minItems: 1, maxItems: 50 })
})
export type RotationBodyShape = Static<typeof RotationBody>

export const Rotation = Type.Object({
  id: Type.String(),
  name: Type.String(),
  timezone: Type.String(),
  period: Type.Enum(['daily', 'weekly']),
  handoffTime: Type.String(),
  handoffWeekday: Type.Union([Type.Integer(), Type.Null()]),
  startDate: Type.String(),
  members: Type.Array(UserRef),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  owner: Type.Optional(UserRef)
})
export type RotationShape = Static<typeof Rotation>

export const RotationListResponse = Type.Object({ success: Type.Literal(true), rotations: Type.Array(Rotation) })
export const RotationResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), rotation: Rotation })

export const OverrideBody = Type.Object({
  userId: Id,
  /** An instant range (ISO 8601 with a zone)… */
  startsAt: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  endsAt: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** …or whole local days in the rotation's zone, from midnight of fromDate to midnight after toDate (toDate defaults to fromDate: one day). */
  fromDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  toDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }))
})
export type OverrideBodyShape = Static<typeof OverrideBody>

export const Override = Type.Object({
  id: Type.String(),
  user: UserRef,
  startsAt: Type.String(),
  endsAt: Type.String(),
  createdAt: Type.String()
})
export type OverrideShape = Static<typeof Override>
export const OverrideListResponse = Type.Object({ success: Type.Literal(true), overrides: Type.Array(Override) })
export const OverrideResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), override: Override })

export const OnCallShift = Type.Object({
  user: UserRef,
  /** When this cover began (a hand-off, or an override's start or end). */
  from: Type.String(),
  /** When the next person takes over. */
  until: Type.String(),
  /** An override, not the rotation's turn. */
  override: Type.Boolean()
})
export type OnCallShiftShape = Static<typeof OnCallShift>
export const OnCallEntry = Type.Object({
  rotation: Type.Object({ id: Type.String(), name: Type.String(), timezone: Type.String() }),
  /** Null before the rotation's first hand-off. */
  now: Type.Union([OnCallShift, Type.Null()]),
  next: Type.Union([OnCallShift, Type.Null()])
})
export type OnCallEntryShape = Static<typeof OnCallEntry>
export const OnCallResponse = Type.Object({ success: Type.Literal(true), oncall: Type.Array(OnCallEntry) })
