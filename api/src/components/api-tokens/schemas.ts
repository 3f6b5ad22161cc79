// Request and response schemas of the /auth/tokens calls (personal API tokens).
import { Type } from 'typebox'

export const ApiTokenAccess = Type.Union([Type.Literal('read'), Type.Literal('write')])

export const CreateApiTokenBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  access: ApiTokenAccess
})

export const ApiToken = Type.Object({
  id: Type.String(),
  name: Type.String(),
  access: ApiTokenAccess,
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  /** When the token stopped working without its owner deleting it; null while it stands. */
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  /** Why: "password-reset" (a password reset revokes every token of the account). */
  revokedReason: Type.Union([Type.Literal('password-reset'), Type.Null()])
})

export const ApiTokenList = Type.Array(ApiToken)

export const CreatedApiToken = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** The token itself: shown this once, only its hash is kept. */
  token: Type.String(),
  apiToken: ApiToken
})

export const ApiTokenIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })
