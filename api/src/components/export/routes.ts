// The CSV exports: GET {scope}/export.csv (the scope's domains the caller may see,
// optionally one brand category or only the errors, as the domain-errors screen lists them) and
// GET /api/hosting/export.csv (hosting servers). Streamed: see export-service.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { sendCsv } from '../../platform/lib/csv'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { CsvExportService } from './export-service'
import { DomainAccess } from '../../platform/auth/domain-access'
import { callerOf } from '../../platform/auth/domain-access'
import { visibleSuperCategories } from '../../platform/auth/plugin'

const Owner = Type.Optional(Type.String({ minLength: 1, maxLength: 64 }))
const DomainExportQuery = Type.Object({
  owner: Owner,
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  errors: Type.Optional(Type.Boolean({ description: 'Only domains whose latest status is not 200 (the domain-errors list)' })),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 999, description: 'Only domains whose latest status is this code' }))
})
const CsvResponse = { 200: { description: 'CSV (RFC 4180, UTF-8, header row)', type: 'string' as const }, ...errorResponses }

const stamp = (): string => new Date().toISOString().slice(0, 10)

export async function domainExportRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const exports = new CsvExportService(app.db)
  const access = new DomainAccess(app.db)
  app.addHook('onRequest', app.authenticate)

  app.get('/export.csv', {
    schema: {
      tags: [`domains (${opts.superCategory})`],
      security: bearerAuth,
      summary: 'Every domain of the scope the caller may see, as CSV (streamed); the import columns first',
      querystring: DomainExportQuery,
      produces: ['text/csv'],
      response: CsvResponse
    }
  }, async (request, reply) => {
    const userId = await access.readUser(callerOf(request), request.query.owner)
    const filter = {
      superCategory: opts.superCategory,
      userId,
      category: request.query.category?.trim(),
      errorsOnly: request.query.errors === true,
      statusCode: request.query.status
    }
    const body = exports.domains(filter, (err) => request.log.error({ err }, 'domain export failed'))
    return sendCsv(reply, `${opts.superCategory}-${request.query.errors === true ? 'errors' : 'domains'}-${stamp()}.csv`, body)
  })
}

export async function hostingExportRoutes (fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const exports = new CsvExportService(app.db)
  const access = new DomainAccess(app.db)
  app.addHook('onRequest', app.authenticate)

  app.get('/export.csv', {
    schema: {
      tags: ['hosting'],
      security: bearerAuth,
      summary: 'Hosting servers with their platform account and number of domains, as CSV (streamed)',
      querystring: Type.Object({ owner: Owner }),
      produces: ['text/csv'],
      response: CsvResponse
    }
  }, async (request, reply) => {
    const userId = await access.readUser(callerOf(request), request.query.owner)
    return sendCsv(reply, `hosting-${stamp()}.csv`, exports.hosting(userId, visibleSuperCategories(request.user!), (err) => request.log.error({ err }, 'hosting export failed')))
  })
}
