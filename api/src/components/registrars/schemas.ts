// Request and response schemas of the registrar calls (/api/registrars/*) and the renewals
// (/{scope}/renewals); the screens' types are generated from them. Credentials are
// write-only: no response schema has a field for them.
import { type Static, Type } from 'typebox'

export const ProviderSchema = Type.Enum(['namecheap', 'godaddy', 'porkbun', 'namesilo'])
export const SyncResultSchema = Type.Enum(['ok', 'bad-key', 'ip-not-whitelisted', 'plan-denied', 'rate-limited', 'unreachable', 'error'])
const SuperCategorySchema = Type.Enum(['natural', 'casino', 'dating'])
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const Count = Type.Integer({ minimum: 0 })

/**
 * namecheap { apiUser, apiKey, username, clientIp }; godaddy { key, secret };
 * porkbun { apiKey, secretApiKey }; namesilo { apiKey }.
 */
export const Credentials = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }), { maxProperties: 8, description: 'namecheap { apiUser, apiKey, username, clientIp }; godaddy { key, secret }; porkbun { apiKey, secretApiKey }; namesilo { apiKey }. Write-only.' })

export const RegistrarAccount = Type.Object({
  id: Type.String(),
  provider: ProviderSchema,
  name: Type.String(),
  ownerId: Type.String(),
  ownerEmail: Type.String(),
  createdAt: Type.String(),
  lastSyncAt: Nullable(Type.String()),
  lastSyncResult: Nullable(SyncResultSchema),
  lastSyncMessage: Nullable(Type.String()),
  failuresInARow: Count,
  domainCount: Count,
  sync: Type.Object({
    state: Type.Enum(['idle', 'queued', 'running']),
    done: Count,
    total: Nullable(Count)
  })
})
export type RegistrarAccountShape = Static<typeof RegistrarAccount>

export const AccountListQuery = Type.Object({ all: Type.Optional(Type.Boolean()) })
export const AccountListResponse = Type.Object({ success: Type.Literal(true), accounts: Type.Array(RegistrarAccount) })
export const AccountResponse = Type.Object({ success: Type.Literal(true), account: RegistrarAccount })
export const AccountIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

export const CreateAccountBody = Type.Object({
  provider: ProviderSchema,
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  credentials: Credentials
})
export type CreateAccountBodyShape = Static<typeof CreateAccountBody>

export const UpdateAccountBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
  credentials: Type.Optional(Credentials)
})
export type UpdateAccountBodyShape = Static<typeof UpdateAccountBody>

export const TestResponse = Type.Object({ success: Type.Literal(true), ok: Type.Boolean(), result: SyncResultSchema, message: Type.String() })

export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 })
})

export const NotMonitoredItem = Type.Object({
  domain: Type.String(),
  accountId: Type.String(),
  accountName: Type.String(),
  provider: ProviderSchema,
  expiresAt: Nullable(Type.String()),
  autoRenew: Nullable(Type.Boolean())
})
export const NotMonitoredResponse = Type.Object({ success: Type.Literal(true), items: Type.Array(NotMonitoredItem), total: Count })

export const AddNotMonitoredBody = Type.Object({
  domains: Type.Array(Type.String({ minLength: 1, maxLength: 253 }), { minItems: 1, maxItems: 1000 }),
  superCategory: SuperCategorySchema,
  brandCategory: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
})
export const AddNotMonitoredResponse = Type.Object({
  success: Type.Literal(true),
  added: Count,
  skipped: Type.Array(Type.Object({ domain: Type.String(), reason: Type.String() }))
})

export const UnknownItem = Type.Object({ domain: Type.String(), superCategory: SuperCategorySchema, brandCategory: Type.String() })
export const UnknownResponse = Type.Object({ success: Type.Literal(true), items: Type.Array(UnknownItem), total: Count })

// Renewals
export const Money = Type.Object({ currency: Type.String(), amount: Type.Number() })
export type MoneyShape = Static<typeof Money>
const Costed = { count: Count, cost: Type.Array(Money) }

export const RenewalWindow = Type.Object({
  days: Type.Integer(),
  ...Costed,
  byRegistrar: Type.Array(Type.Object({ provider: ProviderSchema, ...Costed })),
  byAccount: Type.Array(Type.Object({ accountId: Type.String(), accountName: Type.String(), ...Costed })),
  byCategory: Type.Array(Type.Object({ brandCategory: Type.String(), ...Costed }))
})

const FlagRow = Type.Object({ domain: Type.String(), expiresAt: Nullable(Type.String()), accountName: Type.String(), provider: ProviderSchema })

export const ExpirySourceSchema = Type.Enum(['registry', 'registrar', 'estimated'])

export const RenewalDomain = Type.Object({
  domain: Type.String(),
  brandCategory: Type.String(),
  expiresAt: Type.String(),
  /** Days until expiresAt (the server's calendar rule): the windows count the domains with 0 <= days <= their length. */
  days: Type.Integer(),
  expirySource: ExpirySourceSchema,
  provider: Nullable(ProviderSchema),
  accountName: Nullable(Type.String()),
  autoRenew: Nullable(Type.Boolean()),
  locked: Nullable(Type.Boolean()),
  renewal: Nullable(Money)
})
export type RenewalDomainShape = Static<typeof RenewalDomain>

export const RenewalsResponse = Type.Object({
  success: Type.Literal(true),
  windows: Type.Array(RenewalWindow),
  forecast: Type.Array(Type.Object({ month: Type.String(), ...Costed })),
  autoRenewOff: Type.Array(FlagRow),
  lockOff: Type.Array(FlagRow),
  domains: Type.Array(RenewalDomain)
})
export type RenewalsShape = Static<typeof RenewalsResponse>

export const RenewalsCsvQuery = Type.Object({ days: Type.Optional(Type.Enum([30, 90, 365])) })
