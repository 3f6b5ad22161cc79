// The import calls of one scope: POST {scope}/import/preview takes a CSV file as a
// multipart form upload or a text/csv (or application/octet-stream) body, or a pasted list as
// JSON { text }; apply answers 202 and leaves the writing to the import-apply system check; GET
// answers the progress.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { validationError } from '../../platform/errors'
import { mayUseDating } from '../../platform/auth/plugin'
import { bearerAuth, errorResponses, OwnerQuery } from '../../platform/http/common-schemas'
import {
  ImportApplyResponse, ImportParams, ImportPreviewQuery, ImportPreviewResponse, ImportRowsQuery, ImportRowsResponse, ImportStatusResponse
} from './schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportSource, ImportService } from './import-service'
import { MAX_CATEGORY_LENGTH } from '../domains'
import { callerOf } from '../../platform/auth/domain-access'
import { acceptUploads, readUpload } from './upload'
import { firstRoundSpan } from '../../platform/jobs/first-round'

/**
 * The raw bytes of an uploaded file, kept out of sight of the control-character scan of
 * request bodies (platform/http/validation), which would otherwise walk a 20 MB Buffer byte by byte:
 * a CSV may legitimately hold any byte until it is decoded.
 */
export class UploadedFile {
  readonly #bytes: Buffer
  constructor (bytes: Buffer) { this.#bytes = bytes }
  get bytes (): Buffer { return this.#bytes }
}

/** The import service of this application (its database, the checks engine's clock, the first round's span). */
export function importServiceOf (app: FastifyInstance): ImportService {
  return new ImportService(app.db, app.dbDialect, app.checks.now, firstRoundSpan(app.checks.domainChecks, app.config), app.config.importMaxRows)
}

export default async function importRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  // The checks engine's clock: apply asks the import-apply check to run "now" by that clock.
  const imports = importServiceOf(app)
  const common = { tags: [`import (${scope})`], security: bearerAuth }

  app.addContentTypeParser(['text/csv', 'application/octet-stream'], { parseAs: 'buffer' },
    (_request, body, done) => { done(null, new UploadedFile(body as Buffer)) })
  await acceptUploads(app)

  app.addHook('onRequest', app.authenticate)

  app.post('/import/preview', {
    bodyLimit: IMPORT_MAX_BYTES,
    config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
    schema: {
      ...common,
      summary: 'Preview an import: a CSV file (a multipart form upload, or a text/csv body) or a pasted list (JSON { text }). Writes no domain.',
      querystring: ImportPreviewQuery,
      // Per content type, for /docs. A CSV body is an UploadedFile and a form is read in the
      // handler, which no JSON schema can check; so these schemas only describe, and the list
      // body is checked in sourceOf with its own message.
      body: { content: PREVIEW_BODIES },
      response: { 200: ImportPreviewResponse, ...errorResponses }
    }
  }, async (request) => {
    const upload = request.isMultipart() ? await readUpload(request) : undefined
    const source = upload !== undefined ? { kind: 'csv' as const, bytes: upload.bytes } : sourceOf(request.body)
    return await imports.preview(callerOf(request), scope, source, {
      owner: request.query.owner,
      brandCategory: request.query.brandCategory ?? upload?.brandCategory ?? listCategory(request.body),
      datingAllowed: mayUseDating(request.user!)
    })
  })

  app.post('/import/:importId/apply', {
    schema: { ...common, summary: 'Apply a previewed import in the background', params: ImportParams, querystring: OwnerQuery, response: { 202: ImportApplyResponse, ...errorResponses } }
  }, async (request, reply) => {
    await imports.apply(callerOf(request), scope, request.params.importId, request.query.owner)
    return reply.code(202).send({ success: true as const, message: IMPORT_MESSAGES.applied, importId: request.params.importId })
  })

  app.get('/import/:importId/rows', {
    schema: {
      ...common,
      summary: 'A page of a previewed import\'s rows, of one class (new, update, unchanged, invalid) or all, with the counts of the whole file',
      params: ImportParams,
      querystring: ImportRowsQuery,
      response: { 200: ImportRowsResponse, ...errorResponses }
    }
  }, async (request) => {
    const { class: rowClass, offset, limit, owner } = request.query
    return await imports.rows(callerOf(request), scope, request.params.importId, { class: rowClass, offset, limit, owner })
  })

  app.get('/import/:importId', {
    schema: { ...common, summary: 'Progress of an import', params: ImportParams, querystring: OwnerQuery, response: { 200: ImportStatusResponse, ...errorResponses } }
  }, async (request) => await imports.status(callerOf(request), scope, request.params.importId, request.query.owner))
}

export const LIST_BODY_MESSAGE = 'Send a CSV file (a multipart form, or Content-Type: text/csv) or JSON { "text": "…" } with one domain per line'

const csvFile = { type: 'string', format: 'binary', description: 'The CSV file, up to 20 MB' }
const PREVIEW_BODIES = {
  'multipart/form-data': {
    schema: {
      description: 'A form with one file field (any name) holding the CSV file, up to 20 MB; optionally a brandCategory field for new domains',
      properties: { file: csvFile, brandCategory: { type: 'string', description: `At most ${MAX_CATEGORY_LENGTH} characters` } }
    }
  },
  'text/csv': { schema: { description: csvFile.description } },
  'application/octet-stream': { schema: { description: csvFile.description } },
  'application/json': {
    schema: {
      description: 'A pasted list: one domain per line',
      properties: { text: { type: 'string' }, brandCategory: { type: 'string', description: `At most ${MAX_CATEGORY_LENGTH} characters` } }
    }
  }
}

function listCategory (body: unknown): string | undefined {
  return body instanceof UploadedFile ? undefined : (body as { brandCategory?: string } | null)?.brandCategory
}

function sourceOf (body: unknown): ImportSource {
  if (body instanceof UploadedFile) return { kind: 'csv', bytes: body.bytes }
  const list = body as { text?: unknown, brandCategory?: unknown } | null
  const category = list?.brandCategory
  if (typeof list?.text !== 'string' || (category !== undefined && (typeof category !== 'string' || category.length > MAX_CATEGORY_LENGTH))) {
    throw validationError(LIST_BODY_MESSAGE, 400, 'text')
  }
  return { kind: 'list', text: list.text }
}
