// POST {scope}/bulk (issue 14): one action on many of the caller's domains, named or by the
// domain list's filter.
import { Type } from 'typebox'

export const BULK_ACTIONS = ['delete', 'brandCategory', 'superCategory', 'hostingServer', 'note', 'rescan'] as const
export type BulkActionName = typeof BULK_ACTIONS[number]

export const BulkFilter = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 200 })),
  search: Type.Optional(Type.String({ maxLength: 253 })),
  tld: Type.Optional(Type.String({ maxLength: 253 }))
}, { additionalProperties: false })

export const BulkBody = Type.Object({
  // Checked by the service, so an unknown action gets its own clear message.
  action: Type.String({ maxLength: 40 }),
  domains: Type.Optional(Type.Array(Type.String({ maxLength: 253 }), { maxItems: 50_000 })),
  filter: Type.Optional(BulkFilter),
  value: Type.Optional(Type.String({ maxLength: 5000 }))
})

export const BulkResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  action: Type.String(),
  /** Domains of the caller the selection found. */
  matched: Type.Integer(),
  /** Domains the action changed. */
  changed: Type.Integer(),
  /** Found but left as they were (e.g. the name is already taken in the target super category). */
  skipped: Type.Integer(),
  /** Named domains the caller has no record of in this scope (another user's, or none). */
  notFound: Type.Integer()
})
