// Request and response schemas of the alert calls (/api/alerts/*): channels, rules, maintenance
// windows and the event history. The screens' types are generated from them.
import { type Static, Type } from 'typebox'

const Owner = Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() }))
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

// Enums (one "must be one of: …" message naming every value), not unions of literals.
export const ChannelKindSchema = Type.Enum(['email', 'webhook', 'slack', 'discord', 'telegram'])
export const SuperCategorySchema = Type.Enum(['natural', 'casino', 'dating'])

export const OwnerQuery = Type.Object({ owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) })
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

export const Channel = Type.Object({
  id: Type.String(),
  kind: ChannelKindSchema,
  name: Type.String(),
  /** What may be shown: an address, a URL, a chat id or a masked hint of a secret URL. */
  target: Type.String(),
  enabled: Type.Boolean(),
  /** A secret is stored (never sent back). */
  hasSecret: Type.Boolean(),
  createdAt: Type.String(),
  owner: Owner
})
export type ChannelShape = Static<typeof Channel>

export const ChannelListResponse = Type.Object({ success: Type.Literal(true), channels: Type.Array(Channel) })
export const ChannelResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), channel: Channel })

export const CreateChannelBody = Type.Object({
  kind: ChannelKindSchema,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  target: Type.Optional(Type.String({ maxLength: 500 })),
  secret: Type.Optional(Type.String({ maxLength: 1000 })),
  enabled: Type.Optional(Type.Boolean())
})
export type CreateChannelBodyShape = Static<typeof CreateChannelBody>

/** Absent fields keep their value; a secret is only ever replaced, never read. */
export const UpdateChannelBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  target: Type.Optional(Type.String({ maxLength: 500 })),
  secret: Type.Optional(Type.String({ maxLength: 1000 })),
  enabled: Type.Optional(Type.Boolean())
})
export type UpdateChannelBodyShape = Static<typeof UpdateChannelBody>

export const TestChannelResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), statusCode: Type.Union([Type.Integer(), Type.Null()]) })

export const EventKindInfo = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  severity: Type.Union([Type.Literal('critical'), Type.Literal('warning'), Type.Literal('info')])
})
export type EventKindInfoShape = Static<typeof EventKindInfo>

export const Rules = Type.Object({
  /** Event kind → the channel ids it goes to; a kind not listed goes to every channel. */
  routes: Type.Record(Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  categories: Type.Array(SuperCategorySchema, { maxItems: 3 }),
  /** Local hours [start, end): nothing is sent; deliveries wait until the end. */
  quietHours: Type.Union([Type.Object({ start: Type.Integer({ minimum: 0, maximum: 23 }), end: Type.Integer({ minimum: 0, maximum: 23 }) }), Type.Null()]),
  /** IANA time zone of the quiet hours and the digest hour, e.g. Europe/Berlin. */
  timezone: Type.String({ minLength: 1, maxLength: 64 }),
  /** Local hour of the daily digest e-mail; null: no digest. */
  digestHour: Type.Union([Type.Integer({ minimum: 0, maximum: 23 }), Type.Null()]),
  /** The escalation policy (one of yours) your incidents escalate with; null: none; left out: unchanged. */
  escalationPolicyId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]))
})
export type RulesShape = Static<typeof Rules>

export const RulesResponse = Type.Object({
  success: Type.Literal(true),
  rules: Rules,
  kinds: Type.Array(EventKindInfo),
  channels: Type.Array(Channel)
})

export const Maintenance = Type.Object({
  id: Type.String(),
  serverId: Nullable(Type.String()),
  server: Nullable(Type.String()),
  domain: Nullable(Type.String()),
  startsAt: Type.String(),
  endsAt: Type.String(),
  note: Type.String(),
  /** Open now. */
  active: Type.Boolean(),
  owner: Owner
})
export type MaintenanceShape = Static<typeof Maintenance>

export const MaintenanceListResponse = Type.Object({ success: Type.Literal(true), windows: Type.Array(Maintenance) })

/** For one hosting server (by id) or one saved domain (by name and category). */
export const CreateMaintenanceBody = Type.Object({
  serverId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
  superCategory: Type.Optional(SuperCategorySchema),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  note: Type.Optional(Type.String({ maxLength: 500 }))
})
export type CreateMaintenanceBodyShape = Static<typeof CreateMaintenanceBody>

export const MaintenanceResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), window: Maintenance })

export const EventsQuery = Type.Object({
  // Event ids are PostgreSQL `serial` (32-bit): a larger cursor was a 500 there (found by the contract fuzz).
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 }))
})

export const Delivery = Type.Object({
  channelId: Type.String(),
  channelName: Type.String(),
  channelKind: ChannelKindSchema,
  /** pending (waiting or retrying) | delivered | failed (gave up after 24 h) */
  state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  deliveredAt: Nullable(Type.String()),
  nextAttemptAt: Type.String()
})
export type DeliveryShape = Static<typeof Delivery>

export const AlertEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  label: Type.String(),
  severity: Type.Union([Type.Literal('critical'), Type.Literal('warning'), Type.Literal('info')]),
  message: Type.String(),
  occurredAt: Type.String(),
  domain: Nullable(Type.String()),
  superCategory: Type.Union([SuperCategorySchema, Type.Null()]),
  /** pending | sent | muted (maintenance) | suppressed (Sitefleet was offline) | silent (no channel or rule) */
  alertState: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('muted'), Type.Literal('suppressed'), Type.Literal('silent')]),
  /**
   * The alert it went out in (a group's title when it was grouped), with every site it is about
   * (a group's events share it: the Alerts page shows them as one card).
   */
  alert: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String(), domains: Type.Array(Type.String()), deliveries: Type.Array(Delivery) }), Type.Null()]),
  owner: Owner
})
export type AlertEventShape = Static<typeof AlertEvent>

export const EventsResponse = Type.Object({
  success: Type.Literal(true),
  events: Type.Array(AlertEvent),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: Type.Union([Type.Integer(), Type.Null()])
})
