// The portfolio overview of one scope (issue 16), registered once per prefix of SCOPES:
// GET /{scope}/overview answers every card of the overview page in one call.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerAuth, errorResponses } from '../schemas/common'
import { OwnerQuery } from '../schemas/domains'
import { Overview } from '../schemas/overview'
import type { ScopeOptions } from '../scopes'
import { OverviewService } from '../services/overview-service'
import { callerOf } from './domains'

export default async function overviewRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const overview = new OverviewService(app.db)
  app.addHook('onRequest', app.authenticate)
  app.get('/overview', {
    schema: { tags: [`overview (${opts.superCategory})`], security: bearerAuth, querystring: OwnerQuery, summary: 'The portfolio overview cards', response: { 200: Overview, ...errorResponses } }
  }, async (request) => await overview.overview(callerOf(request), opts.superCategory, request.query.owner, app.checks.now()))
}
