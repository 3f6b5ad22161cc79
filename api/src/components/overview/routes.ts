// The portfolio overview of one scope, registered once per prefix of SCOPES:
// GET /{scope}/overview answers every card of the overview page in one call. A build reads one
// pass over the scope's sites (the 30-day uptime from the roll-up's per-site window totals), and
// the answer comes from the read cache (platform/read-cache): rebuilt when the user's domains or
// hosting change, at most every few seconds while check results come in, and when the hour turns
// (the windows move with it).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { checksArea, domainsArea, HOSTING_AREA } from '../../platform/read-cache/data-version-repository'
import { bearerAuth, errorResponses, OwnerQuery } from '../../platform/http/common-schemas'
import { Overview } from './schemas'
import type { ScopeOptions } from '../../platform/http/scopes'
import { DomainAccess } from '../../platform/auth/domain-access'
import { OverviewService } from './overview-service'
import { callerOf } from '../../platform/auth/domain-access'
import { dashboardRoutes } from './dashboard-routes'

export default async function overviewRoutes (fastify: FastifyInstance, opts: ScopeOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const scope = opts.superCategory
  const overview = new OverviewService(app.db)
  const access = new DomainAccess(app.db)
  app.addHook('onRequest', app.authenticate)
  app.get('/overview', {
    schema: { tags: [`overview (${scope})`], security: bearerAuth, querystring: OwnerQuery, summary: 'The portfolio overview cards', response: { 200: Overview, ...errorResponses } }
  }, async (request, res) => {
    const caller = callerOf(request)
    const userId = await access.readUser(caller, request.query.owner)
    const now = app.checks.now()
    return await res.cachedList({
      userId,
      areas: [domainsArea(scope), HOSTING_AREA],
      background: [checksArea(scope)],
      live: now.toISOString().slice(0, 13),
      build: async () => await overview.overview(caller, scope, request.query.owner, now)
    })
  })
  await dashboardRoutes(app, opts)
}
