// Schemas of the Bing index calls: the unindexed-domain entry, unindexed-domains and
// bing-check. The screens' types are generated from them (`npm run generate:types`).
import { Type } from 'typebox'

export const UnindexedEntry = Type.Object({
  domain: Type.String(),
  lastBingCheck: Type.String({ description: 'When Bing last answered "not indexed" (ISO-8601); empty when unknown' }),
  cause: Type.Optional(Type.String({ description: 'Why the site itself may keep Bing out: "noindex meta/header", "robots.txt disallows all", "status 404" (joined with "; ")' })),
  /** Only in answers to an admin, who sees everyone's domains. */
  owner: Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() }))
})

export const UnindexedResponse = Type.Object({
  success: Type.Literal(true),
  unindexed: Type.Array(UnindexedEntry)
})

export const BingCheckQuery = Type.Object({
  force: Type.Optional(Type.Boolean({ description: 'true: check every domain now; otherwise only those not checked for a day' })),
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 }))
})

export const BingCheckStarted = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Domains added to the background queue (those already queued are not counted twice). */
  queued: Type.Integer()
})
