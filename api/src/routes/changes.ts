// GET {scope}/changes (issue 16): the SEO changes of the caller's domains in one scope, newest
// first, filtered by since/until, kind, brand category and domain, paged. Bearer required;
// ChangeService decides ownership.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ChangesQuery, ChangesResponse } from '../schemas/changes'
import { bearerAuth, errorResponses } from '../schemas/common'
import type { ScopeOptions } from '../scopes'
import { ChangeService } from '../services/change-service'
import { callerOf } from './domains'

export default async function changeRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const changes = new ChangeService(app.db)

  app.get('/changes', {
    onRequest: app.authenticate,
    schema: {
      tags: [`changes (${opts.superCategory})`],
      summary: 'SEO changes found by comparing each scan of a saved domain with the one before',
      security: bearerAuth,
      querystring: ChangesQuery,
      response: { 200: ChangesResponse, ...errorResponses }
    }
  }, async (request) => await changes.list(callerOf(request), opts.superCategory, request.query))
}
