// Shapes of the import calls: preview, apply and progress.
import { type Static, Type } from 'typebox'

const SuperCategory = Type.Union([Type.Literal('natural'), Type.Literal('casino'), Type.Literal('dating')])
const Status = Type.Union([Type.Literal('new'), Type.Literal('update'), Type.Literal('unchanged'), Type.Literal('invalid')])

export const ImportPreviewQuery = Type.Object({
  owner: Type.Optional(Type.String()),
  /** Brand category of new domains the file gives none for (default "Imported"). */
  brandCategory: Type.Optional(Type.String({ maxLength: 100 }))
})

export const ImportParams = Type.Object({ importId: Type.String({ maxLength: 64 }) })

export const ImportChange = Type.Object({
  field: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.String()
})

export const ImportPreviewRow = Type.Object({
  line: Type.Integer(),
  domain: Type.String(),
  superCategory: Type.Union([SuperCategory, Type.Null()]),
  status: Status,
  changes: Type.Array(ImportChange),
  reason: Type.Optional(Type.String()),
  warnings: Type.Array(Type.String())
})

const ImportCounts = Type.Object({ new: Type.Integer(), update: Type.Integer(), unchanged: Type.Integer(), invalid: Type.Integer() }, { description: 'Rows of the whole file by class' })

/** Preview rows per page unless `limit` says otherwise, and the most one page may hold. */
export const PREVIEW_PAGE = { default: 100, max: 1000 } as const

export const ImportPreviewResponse = Type.Object({
  importId: Type.String(),
  encoding: Type.String(),
  counts: ImportCounts,
  rows: Type.Array(ImportPreviewRow, { description: `The first ${PREVIEW_PAGE.default} rows of the file; the rest through GET {scope}/import/{importId}/rows` })
})

export const ImportRowsQuery = Type.Object({
  class: Type.Optional(Status),
  offset: Type.Integer({ minimum: 0, maximum: 5_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: PREVIEW_PAGE.max, default: PREVIEW_PAGE.default }),
  owner: Type.Optional(Type.String())
})

export const ImportRowsResponse = Type.Object({
  counts: ImportCounts,
  total: Type.Integer({ description: 'Rows of the asked class (of every class without one): what offset pages through' }),
  offset: Type.Integer(),
  limit: Type.Integer(),
  rows: Type.Array(ImportPreviewRow)
})

export const ImportApplyResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  importId: Type.String()
})

export const ImportRowError = Type.Object({ line: Type.Integer(), domain: Type.String(), reason: Type.String() })

export const ImportStatusResponse = Type.Object({
  state: Type.Union([Type.Literal('previewed'), Type.Literal('pending'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  total: Type.Integer(),
  written: Type.Integer(),
  scanned: Type.Integer(),
  failed: Type.Integer(),
  /** Of the scanned new domains, those whose first check did not answer 200 (saved anyway). */
  unreachable: Type.Integer(),
  errors: Type.Array(ImportRowError),
  /**
   * When the new domains' first round of checks is expected (null before apply): every status
   * check within one check interval of the apply, every other check (spread over its own
   * interval) by `allBy`.
   */
  firstRound: Type.Union([Type.Null(), Type.Object({
    statusBy: Type.String({ format: 'date-time' }),
    allBy: Type.String({ format: 'date-time' })
  })])
})

export type ImportPreviewShape = Static<typeof ImportPreviewResponse>
export type ImportRowsShape = Static<typeof ImportRowsResponse>
export type ImportRowClass = Static<typeof Status>
export type ImportStatusShape = Static<typeof ImportStatusResponse>
