// Request and response schemas of the hosting screens' calls: the hosting record and the
// /api/hosting calls. The screens' types are generated from them (`npm run generate:types`).
import { type Static, Type } from 'typebox'

const NullableString = Type.Unsafe<string | null>({ type: 'string', nullable: true })
const Owner = Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() }))

// Lengths cap the work; the services trim and check for blanks ("   " is not a server).
const name = () => Type.String({ minLength: 1, maxLength: 200 })
/** yyyy-mm-dd, a real calendar date. */
const Day = Type.String({ format: 'date' })
/** A date, or '' / null for "no date". */
const OptionalDay = Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()]))

export const AddHostingBody = Type.Object({
  platform: name(),
  email: name(),
  server: name(),
  ServerExpiryDate: Day
})
export type AddHostingBodyShape = Static<typeof AddHostingBody>

export const ServerIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

/** ServerExpiryDate absent: unchanged; '' or null: cleared. */
export const UpdateServerBody = Type.Object({
  server: name(),
  ServerExpiryDate: OptionalDay,
  /** The primary location of its sites' status checks; null: home. Absent: unchanged. */
  locationId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]))
})
export type UpdateServerBodyShape = Static<typeof UpdateServerBody>

export const RenewBody = Type.Object({
  servers: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 })
})

export const UpdateHostingBody = Type.Object({
  email: name(),
  platform: name(),
  updates: Type.Object({
    email: Type.Optional(name()),
    platform: Type.Optional(name()),
    hostingIssueDate: OptionalDay
  })
})
export type UpdateHostingBodyShape = Static<typeof UpdateHostingBody>

export const UpdateServerEverywhereBody = Type.Object({
  email: name(),
  oldServer: name(),
  newServer: name(),
  ServerExpiryDate: OptionalDay
})
export type UpdateServerEverywhereBodyShape = Static<typeof UpdateServerEverywhereBody>

export const ExistingServer = Type.Object({ email: Type.String(), platform: Type.String(), server: Type.String() })
export type ExistingServerShape = Static<typeof ExistingServer>

/** 409: the screen reads message and the existing record's email, platform and server. */
export const ServerExistsResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  existing: ExistingServer
})

export const HostingListRow = Type.Object({
  _id: Type.String(),
  platform: Type.String(),
  email: Type.String(),
  server: Type.String(),
  hostingIssueDate: NullableString,
  serverCount: Type.Integer(),
  domainCount: Type.Integer(),
  owner: Owner
})
export type HostingListRowShape = Static<typeof HostingListRow>

export const HostingRecord = Type.Object({
  _id: Type.String(),
  platform: Type.String(),
  email: Type.String(),
  server: Type.String(),
  ServerExpiryDate: NullableString,
  hostingIssueDate: NullableString,
  domain: Type.String(),
  owner: Owner
})
export type HostingRecordShape = Static<typeof HostingRecord>

export const HostingServer = Type.Object({
  _id: Type.String(),
  server: Type.String(),
  email: Type.String(),
  platform: Type.String(),
  ServerExpiryDate: NullableString,
  hostingIssueDate: NullableString,
  renewalMonths: Type.Integer(),
  domainCount: Type.Integer(),
  owner: Owner
})
export type HostingServerShape = Static<typeof HostingServer>

export const HostingInfoListResponse = Type.Object({
  success: Type.Literal(true),
  list: Type.Array(HostingListRow),
  all: Type.Array(HostingRecord),
  servers: Type.Array(HostingServer)
})

export const ExpiringServer = Type.Object({
  _id: Type.String(),
  server: Type.String(),
  email: Type.String(),
  platform: Type.String(),
  ServerExpiryDate: Type.String(),
  daysLeft: Type.Integer(),
  owner: Owner
})
export type ExpiringServerShape = Static<typeof ExpiringServer>

export const ExpiredServer = Type.Object({
  _id: Type.String(),
  server: Type.String(),
  email: Type.String(),
  platform: Type.String(),
  ServerExpiryDate: Type.String(),
  /** Whole days since the expiry date began: 0 on the day itself. */
  daysSince: Type.Integer({ minimum: 0 }),
  owner: Owner
})
export type ExpiredServerShape = Static<typeof ExpiredServer>

export const ServerExpireResponse = Type.Object({
  success: Type.Literal(true),
  servers: Type.Array(ExpiringServer),
  /** Servers past their expiry date, longest expired first (renewed the same way). */
  expired: Type.Array(ExpiredServer)
})

// A domain's hosting info (its six fields), read and set through the domain calls.
const hostingField = () => Type.Optional(Type.String({ maxLength: 200, default: '' }))
export const HostingInfoBody = Type.Object({
  platform: hostingField(),
  email: hostingField(),
  server: hostingField(),
  domainPlatform: hostingField(),
  domainEmail: hostingField(),
  cloudflare: hostingField()
})
export type HostingInfoBodyShape = Static<typeof HostingInfoBody>

export const HostingInfo = Type.Object({
  platform: Type.String(),
  email: Type.String(),
  server: Type.String(),
  domainPlatform: Type.String(),
  domainEmail: Type.String(),
  cloudflare: Type.String()
})
export type HostingInfoShape = Static<typeof HostingInfo>

export const HostingInfoResponse = Type.Object({
  success: Type.Literal(true),
  hostingInfo: Type.Union([HostingInfo, Type.Null()])
})

export const HostingInfoSavedResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  hostingInfo: HostingInfo
})

export const ServerOwnerResponse = Type.Object({
  success: Type.Literal(true),
  platform: Type.String(),
  email: Type.String()
})

export const ServerParams = Type.Object({ server: Type.String({ minLength: 1, maxLength: 200 }) })
