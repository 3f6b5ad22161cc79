// POST {scope}/bulk: one action on many domains, named, by record id or by the domain
// list's filter; a selection larger than one batch becomes a job, read with GET {scope}/bulk/{jobId}.
import { type Static, Type } from 'typebox'
import { ALL_OWNERS } from '../../platform/auth/domain-access'

export const BULK_ACTIONS = ['delete', 'brandCategory', 'superCategory', 'hostingServer', 'note', 'rescan'] as const
export type BulkActionName = typeof BULK_ACTIONS[number]

export const BulkQuery = Type.Object({
  owner: Type.Optional(Type.String({
    minLength: 1,
    maxLength: 64,
    description: `Admins only: a user's id to act on that user's domains, or "${ALL_OWNERS}" for every user's (the admin domain list). Without it the caller's own.`
  }))
})

export const BulkFilter = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 200 })),
  search: Type.Optional(Type.String({ maxLength: 253 })),
  tld: Type.Optional(Type.String({ maxLength: 253 }))
}, { additionalProperties: false })

export const BulkBody = Type.Object({
  // Checked by the service, so an unknown action gets its own clear message.
  action: Type.String({ maxLength: 40 }),
  /** Domain names (of each owner the call reaches). */
  domains: Type.Optional(Type.Array(Type.String({ maxLength: 253 }), { maxItems: 50_000 })),
  /** Record ids (`_id` of the lists): one owner's record each, as the admin list selects them. */
  ids: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50_000 })),
  filter: Type.Optional(BulkFilter),
  value: Type.Optional(Type.String({ maxLength: 5000 }))
})

export const BulkResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  action: Type.String(),
  /** Domains the selection found (of the owners the call reaches). */
  matched: Type.Integer(),
  /** Domains the action changed. */
  changed: Type.Integer(),
  /** Found but left as they were (e.g. the name is already taken in the target super category). */
  skipped: Type.Integer(),
  /** Named domains (or ids) with no record the call reaches in this scope (another user's, or none). */
  notFound: Type.Integer()
})

/** 202: the selection is larger than one transaction should hold and runs as a job. */
export const BulkJobStarted = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  jobId: Type.String(),
  action: Type.String(),
  matched: Type.Integer(),
  notFound: Type.Integer()
})

export const BulkJobParams = Type.Object({ jobId: Type.String({ maxLength: 64 }) })

export const BulkJobStatus = Type.Object({
  state: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  action: Type.String(),
  /** Domains the job acts on (the selection as the call resolved it). */
  total: Type.Integer(),
  /** Of those, how many have been handled so far (changed, skipped or gone meanwhile). */
  done: Type.Integer(),
  changed: Type.Integer(),
  skipped: Type.Integer(),
  /** Named domains not found when the call was made, plus domains deleted or moved before their batch ran. */
  notFound: Type.Integer(),
  /** Why the job stopped, when it failed. */
  errors: Type.Array(Type.String()),
  /** How it stands or ended, in words the screen shows as they are. */
  message: Type.String()
})

export type BulkJobStatusShape = Static<typeof BulkJobStatus>
