// The import calls of one scope (issue 14): POST {scope}/import/preview takes a CSV file as a
// text/csv (or application/octet-stream) body, or a pasted list as JSON { text }; apply answers
// 202 and leaves the writing to the import-apply system check; GET answers the progress.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { validationError } from '../errors'
import { mayUseDating } from '../plugins/auth'
import { bearerAuth, errorResponses } from '../schemas/common'
import { OwnerQuery } from '../schemas/domains'
import {
  ImportApplyResponse, ImportParams, ImportPreviewQuery, ImportPreviewResponse, ImportStatusResponse
} from '../schemas/import'
import type { ScopeOptions } from '../scopes'
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportSource, ImportService } from '../services/import-service'
import { MAX_CATEGORY_LENGTH } from '../services/domain-service'
import { callerOf } from './domains'

/**
 * The raw bytes of an uploaded file, kept out of sight of the control-character scan of
 * request bodies (plugins/validation), which would otherwise walk a 20 MB Buffer byte by byte:
 * a CSV may legitimately hold any byte until it is decoded.
 */
export class UploadedFile {
  readonly #bytes: Buffer
  constructor (bytes: Buffer) { this.#bytes = bytes }
  get bytes (): Buffer { return this.#bytes }
}

export default async function importRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  // The checks engine's clock: apply asks the import-apply check to run "now" by that clock.
  const imports = new ImportService(app.db, app.dbDialect, app.checks.now)
  const common = { tags: [`import (${scope})`], security: bearerAuth }

  app.addContentTypeParser(['text/csv', 'application/octet-stream'], { parseAs: 'buffer' },
    (_request, body, done) => { done(null, new UploadedFile(body as Buffer)) })

  app.addHook('onRequest', app.authenticate)

  app.post('/import/preview', {
    bodyLimit: IMPORT_MAX_BYTES,
    config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
    schema: {
      ...common,
      summary: 'Preview an import: a CSV file (text/csv body) or a pasted list (JSON { text }). Writes no domain.',
      querystring: ImportPreviewQuery,
      // A CSV body is an UploadedFile, which the JSON schema cannot describe; the list body is checked here.
      body: {},
      response: { 200: ImportPreviewResponse, ...errorResponses }
    }
  }, async (request) => {
    const source = sourceOf(request.body)
    return await imports.preview(callerOf(request), scope, source, {
      owner: request.query.owner, brandCategory: request.query.brandCategory ?? listCategory(request.body), datingAllowed: mayUseDating(request.user!)
    })
  })

  app.post('/import/:importId/apply', {
    schema: { ...common, summary: 'Apply a previewed import in the background', params: ImportParams, querystring: OwnerQuery, response: { 202: ImportApplyResponse, ...errorResponses } }
  }, async (request, reply) => {
    await imports.apply(callerOf(request), scope, request.params.importId, request.query.owner)
    return reply.code(202).send({ success: true as const, message: IMPORT_MESSAGES.applied, importId: request.params.importId })
  })

  app.get('/import/:importId', {
    schema: { ...common, summary: 'Progress of an import', params: ImportParams, querystring: OwnerQuery, response: { 200: ImportStatusResponse, ...errorResponses } }
  }, async (request) => await imports.status(callerOf(request), scope, request.params.importId, request.query.owner))
}

export const LIST_BODY_MESSAGE = 'Send a CSV file (Content-Type: text/csv) or JSON { "text": "…" } with one domain per line'

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
