// Response shapes shared by every route. One TypeBox definition drives
// validation, serialisation and the OpenAPI document.
import { Type } from 'typebox'

export const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.Optional(Type.Object({
    details: Type.Array(Type.Object({
      message: Type.String(),
      field: Type.Optional(Type.String())
    }))
  }))
}, { description: 'Any failure. error.details[0].message is the sentence to show.' })

export const MessageResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String()
})

export const User = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('user')])
})

/** Error responses for the docs (and serialisation) of every route. */
export const errorResponses = {
  '4xx': ErrorResponse,
  '5xx': ErrorResponse
}

export const bearerAuth = [{ bearerAuth: [] }]

/** A domain named in the path (`/domain/:domain`); normalised by the services. */
export const DomainParams = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 2048 }) })

/** `?owner=<userId>`: an admin acting on (or reading only) another user's records. */
export const OwnerQuery = Type.Object({ owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) })
