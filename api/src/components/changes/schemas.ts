// Schemas of GET {scope}/changes (SEO change tracking): what changed between two
// scans of the caller's domains, newest first, with before and after values.
import { type Static, Type } from 'typebox'

export const ChangesQuery = Type.Object({
  /** From this time on (ISO 8601 date or date-time). */
  since: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** Before this time (ISO 8601). */
  until: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** One change kind, or several separated by commas (title,canonical). */
  kind: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** A brand category. */
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** One domain's changes (its timeline). */
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 }))
})
export type ChangesQueryShape = Static<typeof ChangesQuery>

export const DomainChange = Type.Object({
  id: Type.Integer(),
  domain: Type.String(),
  brandCategory: Type.String(),
  /** A change kind: title, description, h1, canonical, robots-meta, robots-txt, affiliate-link, schema, word-count, final-url. */
  kind: Type.String(),
  /** The kind's name on screen ("Meta description"). */
  label: Type.String(),
  before: Type.String(),
  after: Type.String(),
  detectedAt: Type.String()
})
export type DomainChangeShape = Static<typeof DomainChange>

export const ChangesResponse = Type.Object({
  changes: Type.Array(DomainChange),
  /** How many match the filters (for paging). */
  total: Type.Integer(),
  /** Every change kind, in screen order, for the kind filter. */
  kinds: Type.Array(Type.Object({ kind: Type.String(), label: Type.String() }))
})
export type ChangesResponseShape = Static<typeof ChangesResponse>
