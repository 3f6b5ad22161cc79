// The Bing index calls of one scope, registered once per prefix of SCOPES:
// GET unindexed-domains (stored results, answered at once) and GET bing-check?force=true
// (queues a fresh check in the background and answers at once; the screen does not wait).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { checksArea, domainsArea } from '../../platform/read-cache/data-version-repository'
import { BingCheckQuery, BingCheckStarted, UnindexedResponse } from './schemas'
import { bearerAuth, errorResponses, OwnerQuery } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { BING_MESSAGES, BingService } from './bing-service'
import { DomainAccess } from '../../platform/auth/domain-access'
import { callerOf } from '../../platform/auth/domain-access'

export default async function bingRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const service = new BingService(app.db, app.dbDialect, app.checks)
  const access = new DomainAccess(app.db)
  const common = { tags: [`bing index (${scope})`], security: bearerAuth }

  app.addHook('onRequest', app.authenticate)

  app.get('/unindexed-domains', {
    schema: {
      ...common,
      summary: 'Domains Bing does not index, from the latest conclusive check (never-checked and unknown ones are not listed)',
      querystring: OwnerQuery,
      response: { 200: UnindexedResponse, ...errorResponses }
    }
  }, async (request, res) => {
    const caller = callerOf(request)
    const userId = await access.readUser(caller, request.query.owner)
    return await res.cachedList({
      userId,
      areas: [domainsArea(scope)],
      background: [checksArea(scope)],
      build: async () => ({ success: true as const, unindexed: await service.unindexed(caller, scope, request.query.owner) })
    })
  })

  app.get('/bing-check', {
    // Without force it starts nothing (a read); with it, Bing queries for every listed domain.
    config: { acts: (request) => (request.query as { force?: boolean }).force === true },
    schema: {
      ...common,
      summary: 'Start a Bing index check of your domains in the background (force=true: all of them, now)',
      querystring: BingCheckQuery,
      response: { 200: BingCheckStarted, ...errorResponses }
    }
  }, async (request) => {
    const queued = await service.startCheck(callerOf(request), scope, request.query.force === true, request.query.owner)
    return { success: true as const, message: BING_MESSAGES.started, queued }
  })
}
