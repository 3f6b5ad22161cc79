// GET {scope}/reputation (the Reputation screen: providers' state and what is listed now),
// {scope}/reputation/summary (the overview's card),
// {scope}/reputation/domain/:domain (a domain's listing history) and
// /api/reputation/servers/:id (a hosting server's IP listings). Bearer required; the dating
// scope needs its access password (the scope's hook); DomainAccess decides whose sites.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { callerOf, DomainAccess } from '../../platform/auth/domain-access'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { ReputationService } from './reputation-service'
import { DomainParams, HistoryResponse, ReputationQuery, ReputationResponse, ServerParams, SummaryResponse } from './schemas'

export async function reputationRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const service = new ReputationService(app.db, app.config.reputation)
  const access = new DomainAccess(app.db)
  const common = { tags: [`reputation (${scope})`], security: bearerAuth, querystring: ReputationQuery }

  app.get('/reputation', {
    onRequest: app.authenticate,
    schema: { ...common, summary: 'Blocklist and unsafe-site listings of your sites now, by list and category, and each provider\'s state', response: { 200: ReputationResponse, ...errorResponses } }
  }, async (request) => {
    const userId = await access.readUser(callerOf(request), request.query.owner)
    return await service.overview({ userId, superCategory: scope })
  })

  app.get('/reputation/summary', {
    onRequest: app.authenticate,
    schema: { ...common, summary: 'The overview\'s card: domains and IP addresses listed now, by list, and those newly listed in the last 7 days', response: { 200: SummaryResponse, ...errorResponses } }
  }, async (request) => {
    const userId = await access.readUser(callerOf(request), request.query.owner)
    return await service.summary({ userId, superCategory: scope }, app.checks.now())
  })

  app.get('/reputation/domain/:domain', {
    onRequest: app.authenticate,
    schema: { ...common, params: DomainParams, summary: 'Every listing of one domain, its name and its IP addresses, current and ended', response: { 200: HistoryResponse, ...errorResponses } }
  }, async (request) => {
    const userId = await access.readUser(callerOf(request), request.query.owner)
    return { listings: await service.domainHistory({ userId, superCategory: scope }, request.params.domain) }
  })
}

export async function serverReputationRoutes (fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new ReputationService(app.db, app.config.reputation)
  app.get('/servers/:id', {
    onRequest: app.authenticate,
    schema: { tags: ['reputation'], security: bearerAuth, params: ServerParams, summary: 'Every listing of the IP addresses a hosting server\'s sites resolve to, current and ended', response: { 200: HistoryResponse, ...errorResponses } }
  }, async (request) => ({ listings: await service.serverHistory(callerOf(request), request.params.id) }))
}
